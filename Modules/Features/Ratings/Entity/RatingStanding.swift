import Domain

/// One roster player on the ratings screen: their rating now, how many gathers it learned
/// from, and its course gather by gather.
struct RatingStanding: Equatable, Sendable {
  var player: Player
  var rating: Rating
  /// Each ended gather the rating learned from, oldest first.
  var history: [RatingEntry]

  var games: Int { history.count }

  /// The rating before the first gather, then after each one: what the chart draws.
  var trend: [Double] {
    guard let first = history.first else { return [rating.mean] }
    return [first.before.mean] + history.map(\.after.mean)
  }
}
