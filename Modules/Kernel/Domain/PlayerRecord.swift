/// A player's record over the ended gathers: played, won, drawn, lost and goals scored.
public struct PlayerRecord: Hashable, Sendable {
  public var playerID: Player.ID
  public var played = 0
  public var won = 0
  public var drawn = 0
  public var lost = 0
  public var goals = 0

  public init(
    playerID: Player.ID, played: Int = 0, won: Int = 0, drawn: Int = 0, lost: Int = 0,
    goals: Int = 0
  ) {
    self.playerID = playerID
    self.played = played
    self.won = won
    self.drawn = drawn
    self.lost = lost
    self.goals = goals
  }

  /// The record of `playerID` over `gathers`. Gathers still in progress do not count;
  /// a gather whose team for the player is unknown counts as played only.
  public init(playerID: Player.ID, gathers: [Gather]) {
    self.init(playerID: playerID)
    for gather in gathers {
      guard let outcome = gather.outcome,
        let place = gather.players.first(where: { $0.player.id == playerID })
      else { continue }
      played += 1
      goals += gather.goals.filter { $0.scorerID == playerID }.count
      switch (outcome, place.team) {
      case (.draw, .some): drawn += 1
      case (.win(let winner), .some(let team)) where winner == team: won += 1
      case (.win, .some): lost += 1
      case (_, .none): break
      }
    }
  }
}
