/// A player's place in one gather. The team is `nil` when it is not known
/// (the web service does not say which team a player was on).
public struct GatherPlayer: Hashable, Sendable, Codable {
  public var player: Player
  public var team: Team?
  /// The player's number for the whole gather, on the teams screen and on the match screen
  /// (1 for the first picked); `nil` where it was not kept (gathers from before it was, the
  /// web service's history), and the match screen then numbers by line-up order.
  public var number: Int?

  public init(player: Player, team: Team?, number: Int? = nil) {
    self.player = player
    self.team = team
    self.number = number
  }
}
