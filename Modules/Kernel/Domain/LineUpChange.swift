/// One change of a match's line-up after kick-off: a player moved to the other team or the
/// Bench, came on for a player who went off (a substitution) or joined late, in the minute
/// it happened. The gather keeps them in the order they were made; History shows them.
///
/// A change before kick-off is not one: it only corrects the starting line-up.
public struct LineUpChange: Hashable, Sendable, Codable {
  /// The player who moved, came on or joined.
  public var playerID: Player.ID
  /// Where they were: a team or the Bench; `nil` when they joined the match late.
  public var from: Team?
  /// Where they went.
  public var to: Team
  /// For a substitution, the player who went off to the Bench for them.
  public var replacedID: Player.ID?
  /// The match minute (1 for the first minute), or `nil` when the timer had not started.
  public var minute: Int?

  public init(
    playerID: Player.ID, from: Team?, to: Team, replacedID: Player.ID? = nil, minute: Int? = nil
  ) {
    self.playerID = playerID
    self.from = from
    self.to = to
    self.replacedID = replacedID
    self.minute = minute
  }

  /// Whether a player came on for another (`sub OUT IN`).
  public var isSubstitution: Bool { replacedID != nil }
}

extension Array where Element == LineUpChange {
  /// The teams (Team A, Team B) `playerID` played for in a gather whose line-up, as kept,
  /// is `lineUp` (each player on the team their game counts for) and whose changes are
  /// these: a goal is the scorer's own only for one of them (an own goal otherwise).
  public func teams(playedBy playerID: Player.ID, in lineUp: [GatherPlayer]) -> Set<Team> {
    var teams = Set(lineUp.lazy.filter { $0.player.id == playerID }.compactMap(\.team).prefix(1))
    for change in self {
      if change.playerID == playerID {
        if let from = change.from { teams.insert(from) }
        teams.insert(change.to)
      }
      if change.replacedID == playerID { teams.insert(change.to) }
    }
    teams.remove(.bench)
    return teams
  }
}
