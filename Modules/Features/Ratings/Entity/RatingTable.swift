import Domain

/// Every player on the roster with their rating, in the order asked for, and what the
/// ratings were learned from: the ratings screen's main Entity. Built from a `RatingBook`
/// each time the screen loads, so it always follows the history.
struct RatingTable: Equatable, Sendable {
  private(set) var standings: [RatingStanding]
  private(set) var order = RatingOrder.rating
  /// Ended gathers the ratings learned from.
  let learnedFrom: Int
  /// Ended gathers left out because their teams are not known (remote mode).
  let leftOut: Int
  /// How well the ratings predicted those gathers (`check`).
  let check: RatingCheck

  /// The roster's players (archived players are not on it; they still count in the
  /// gathers they played), rated by `book`.
  init(book: RatingBook, roster: [Player]) {
    standings = roster.map { player in
      RatingStanding(
        player: player, rating: book.rating(of: player), history: book.history[player.id] ?? [])
    }
    learnedFrom = book.forecasts.count
    leftOut = book.leftOut
    check = RatingCheck(book)
    sort(by: .rating)
  }

  mutating func sort(by order: RatingOrder) {
    self.order = order
    standings.sort(by: order.precedes)
  }
}
