import Domain

/// The match as the presenter sees it at one moment: the Entity and the time left.
struct MatchStatus: Equatable, Sendable {
  var match: Match
  var remaining: Duration
}
