import Domain

/// The roster's paging in words: the line under the rows a roster screen shows.
extension RosterWindow {
  /// The line under the rows shown of a roster of `count` players: which rows they are and
  /// how to see others; `nil` when the whole roster shows (the player list and the
  /// selection word it the same).
  public func footer(ofRosterOf count: Int) -> String? {
    let shown = rows.clamped(to: 0..<count)
    guard shown.count < count else { return nil }
    guard !shown.isEmpty else { return "No players in that range; the roster has \(count)." }
    return "Players \(shown.lowerBound + 1)-\(shown.upperBound) of \(count). "
      + (shown.upperBound < count ? "'more' shows the next \(Self.pageSize); " : "")
      + "'list A-B' shows others, 'find TEXT' looks up names."
  }
}
