/// Who played a match and how its line-up changed: what ending the match keeps with the
/// gather beside the score and the goals.
public struct PlayedLineUp: Hashable, Sendable {
  /// Every player of the match on the team their game counts for, the Bench for a
  /// latecomer who never came on (`Match.keptLineUp`).
  public var players: [GatherPlayer]
  /// The changes after kick-off, oldest first (`Match.changes`).
  public var changes: [LineUpChange]

  public init(players: [GatherPlayer], changes: [LineUpChange]) {
    self.players = players
    self.changes = changes
  }
}
