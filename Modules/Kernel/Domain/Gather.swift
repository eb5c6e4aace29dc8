import Foundation

/// A match: who played on which team, and, once ended, its score.
public struct Gather: Identifiable, Hashable, Sendable {
  /// A gather's identity, the same in every backend.
  public typealias ID = UUID

  public var id: ID
  /// When the gather was started, if known (the web service keeps no dates).
  public var createdAt: Date?
  /// When the gather was ended, if it was and it is known.
  public var endedAt: Date?
  public var players: [GatherPlayer]
  /// The final score; `nil` while the gather is in progress.
  public var score: Score?
  /// The goals in the order they were scored (empty where the backend keeps none).
  public var goals: [Goal]
  /// What Team A and Team B are called in this gather ("Team A", "Team B" unless renamed).
  public var teamNames: TeamNames
  /// The line-up changes after kick-off, oldest first (`players` holds each player on the
  /// team their game counts for: see `Match.keptLineUp`).
  public var lineUpChanges: [LineUpChange]

  public init(
    id: ID, createdAt: Date? = nil, endedAt: Date? = nil, players: [GatherPlayer] = [],
    score: Score? = nil, goals: [Goal] = [], teamNames: TeamNames = .standard,
    lineUpChanges: [LineUpChange] = []
  ) {
    self.id = id
    self.createdAt = createdAt
    self.endedAt = endedAt
    self.players = players
    self.score = score
    self.goals = goals
    self.teamNames = teamNames
    self.lineUpChanges = lineUpChanges
  }

  /// The winner once the gather has a score: Team A, Team B, or `nil` for a draw.
  public var outcome: Outcome? { score.map(Outcome.init(score:)) }
}
