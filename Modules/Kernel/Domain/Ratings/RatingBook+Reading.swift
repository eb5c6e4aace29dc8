import Foundation

/// The order gathers are learned in, and what the book answers about one player or gather.
extension RatingBook {
  /// The ended gathers in the order they are learned from: by date (end, else start);
  /// gathers without a date keep the backend's order, before the dated ones.
  public static func replayOrder(_ gathers: [Gather]) -> [Gather] {
    let ended = gathers.reversed().filter { $0.score != nil }
    return ended.enumerated().sorted { first, second in
      let (firstDate, secondDate) = (date(of: first.element), date(of: second.element))
      if firstDate != secondDate {
        return (firstDate ?? .distantPast) < (secondDate ?? .distantPast)
      }
      return first.offset < second.offset
    }.map(\.element)
  }

  /// A player's rating: learned, or the prior of their declared skill if they have not
  /// played an ended gather yet.
  public func rating(of player: Player) -> Rating {
    ratings[player.id] ?? model.prior(for: player.skill)
  }

  /// How many ended gathers the player's rating learned from.
  public func games(of playerID: Player.ID) -> Int {
    (earlierGames[playerID] ?? 0) + (history[playerID]?.count ?? 0)
  }

  /// Each player's entry for one gather, by player id (empty when it was left out).
  public func entries(in gatherID: Gather.ID) -> [Player.ID: RatingEntry] {
    var found: [Player.ID: RatingEntry] = [:]
    for (player, entries) in history {
      if let entry = entries.last(where: { $0.gatherID == gatherID }) { found[player] = entry }
    }
    return found
  }
}
