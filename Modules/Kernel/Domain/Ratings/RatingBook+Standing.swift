import Foundation

/// Where a replay leaves each player, to go on from (`init(resuming:from:gathers:)`).
extension RatingBook {
  /// Where one player stands after some gathers: what a replay needs to go on from there.
  public struct Standing: Hashable, Sendable {
    /// Their rating after the last gather they played.
    public var rating: Rating
    /// That gather's date (end, else start), if known.
    public var date: Date?
    /// That gather's place in the replay (0 for the first gather replayed).
    public var index: Int
    /// How many gathers their rating learned from.
    public var games: Int

    public init(rating: Rating, date: Date?, index: Int, games: Int) {
      self.rating = rating
      self.date = date
      self.index = index
      self.games = games
    }
  }
}
