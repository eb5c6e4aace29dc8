/// A player's place in one gather. The team is `nil` when it is not known
/// (the web service does not say which team a player was on).
public struct GatherPlayer: Hashable, Sendable, Codable {
  public var player: Player
  public var team: Team?

  public init(player: Player, team: Team?) {
    self.player = player
    self.team = team
  }
}
