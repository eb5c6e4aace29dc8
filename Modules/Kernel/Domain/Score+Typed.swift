extension Score {
  /// Parses `3-2` (also `3:2`) as a score; `nil` for anything else.
  public init?(typed text: String) {
    let parts = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == ":" })
    guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, b >= 0,
      a <= 99, b <= 99
    else { return nil }
    self.init(teamA: a, teamB: b)
  }
}
