import Domain

/// A long list's paging in words: the line under the rows shown and what `more` says at
/// the end, the same on every screen that pages.
extension ListPage {
  /// "Gathers 21-40 of 103. 'more' shows the next 20; 'list A-B' shows others.", or
  /// `nil` when every row is shown. `noun` names the rows in the plural ("Gathers").
  public func footer(_ noun: String) -> String? {
    guard isPartial else { return nil }
    let next = min(size, total - rows.upperBound)
    return "\(noun) \(rows.lowerBound + 1)-\(rows.upperBound) of \(total). "
      + (next > 0 ? "'more' shows the next \(next); " : "That is the end; ")
      + "'list A-B' shows others."
  }

  /// What `more` says at the end of the list: "That is the end of the list (103
  /// gathers); 'list' starts again."
  public func endMessage(_ noun: String) -> String {
    "That is the end of the list (\(total) \(noun)); 'list' starts again."
  }
}
