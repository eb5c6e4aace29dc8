/// The match at one moment: the match and the time left on its timer.
public struct MatchStatus: Equatable, Sendable {
  public var match: Match
  public var remaining: Duration

  public init(match: Match, remaining: Duration) {
    self.match = match
    self.remaining = remaining
  }
}
