/// A player's goals over the ended gathers, counted as records count them (a goal counts
/// for its scorer only when they played for the team it counted for), and the name the
/// history shows them by: History's "Top scorers" line, without loading every gather.
public struct ScorerGoals: Hashable, Sendable {
  public var playerID: Player.ID
  /// The roster's name, or for a player no longer on the roster the name in their latest
  /// gather.
  public var name: String
  public var goals: Int

  public init(playerID: Player.ID, name: String, goals: Int) {
    self.playerID = playerID
    self.name = name
    self.goals = goals
  }

  /// Every scorer of `gathers` (newest first, as `GatherService.allGathers()` answers),
  /// by player id, each named as in the newest ended gather they took part in: what a
  /// backend without a query for it answers.
  public static func tally(over gathers: [Gather]) -> [ScorerGoals] {
    let ended = gathers.filter { $0.score != nil }
    var names: [Player.ID: String] = [:]
    for gather in ended {
      for place in gather.players where names[place.player.id] == nil {
        names[place.player.id] = place.player.name
      }
    }
    return PlayerRecord.records(over: ended).values.filter { $0.goals > 0 }
      .sorted { $0.playerID < $1.playerID }
      .map { ScorerGoals(playerID: $0.playerID, name: names[$0.playerID] ?? "", goals: $0.goals) }
  }
}
