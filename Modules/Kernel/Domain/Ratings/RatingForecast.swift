import Foundation

/// What was predicted for one gather before the ratings learned from it: Team A's chance
/// by the learned ratings, by the declared skill alone (the prior), and what happened.
public struct RatingForecast: Hashable, Sendable {
  public var gatherID: Gather.ID
  /// Team A's chance of winning by the ratings learned from the gathers before.
  public var chanceA: Double
  /// Team A's chance by the declared skill alone: every player at their prior.
  public var declaredChanceA: Double
  /// What Team A got: 1 for a win, ½ for a draw, 0 for a loss.
  public var resultA: Double
  /// Players in the gather who had no ended gather before it.
  public var newcomers: Int
  /// Players on both teams.
  public var players: Int

  public init(
    gatherID: Gather.ID, chanceA: Double, declaredChanceA: Double, resultA: Double,
    newcomers: Int, players: Int
  ) {
    self.gatherID = gatherID
    self.chanceA = chanceA
    self.declaredChanceA = declaredChanceA
    self.resultA = resultA
    self.newcomers = newcomers
    self.players = players
  }
}
