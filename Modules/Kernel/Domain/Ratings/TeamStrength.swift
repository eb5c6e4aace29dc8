/// A team's combined rating: the sum of its players' means and of their variances, as the
/// Weng–Lin model combines a team (a team is as strong as its players together, and as
/// uncertain as all of them). A team with one more player is stronger by that player.
public struct TeamStrength: Hashable, Sendable {
  public var mean: Double
  public var variance: Double
  /// How many players the team has: each adds their form on the day (`RatingModel.beta`).
  public var players: Int

  public init(mean: Double = 0, variance: Double = 0, players: Int = 0) {
    self.mean = mean
    self.variance = variance
    self.players = players
  }

  /// The strength of a team of players rated `ratings`, summed in the order given.
  public init(_ ratings: [Rating]) {
    self.init(
      mean: ratings.reduce(0) { $0 + $1.mean }, variance: ratings.reduce(0) { $0 + $1.variance },
      players: ratings.count)
  }

  /// The strength of a team whose players held `shares` of a place each (same order as
  /// `ratings`; `Gather.placeShares(of:)`): each mean counts by its share and each variance
  /// by its square, as a weighted sum of performances does; `players` is the number of
  /// places. With every share 1 it is `init(_:)` to the last bit.
  public init(_ ratings: [Rating], shares: [Double]) {
    var (mean, variance, places) = (0.0, 0.0, 0.0)
    for (rating, share) in zip(ratings, shares) {
      mean += share * rating.mean
      variance += share * share * rating.variance
      places += share
    }
    self.init(mean: mean, variance: variance, players: Int(places.rounded()))
  }

  /// The mean as the teams screen shows it, with one decimal: "131.2".
  public var shownMean: String { Rating.oneDecimal(mean) }
}
