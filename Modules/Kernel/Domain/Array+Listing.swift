extension Array where Element == String {
  /// "Ann, Bob, Cy and 2 more": the first `limit` items joined with commas, then how many
  /// are left out; every item when there are no more than `limit`. Keeps a line of names
  /// short however many thousands there are.
  public func joined(listingAtMost limit: Int) -> String {
    let shown = prefix(limit).joined(separator: ", ")
    return count > limit ? "\(shown) and \(count - limit) more" : shown
  }
}
