extension Score {
  /// Parses `3-2` (also `3:2`) as a score; `nil` for anything else.
  public init?(typed text: String) {
    guard let (a, b) = try? WholeNumber.pair(text, separatedBy: ["-", ":"], in: 0...99, 0...99)
    else { return nil }
    self.init(teamA: a, teamB: b)
  }
}
