import Domain
import Foundation

/// The kept ratings (schema version 9, `RatingEntryTable`): read, not replayed. A change
/// that ends or corrects a gather brings them up to date in its own transaction; any other
/// change to the history (a player's declared skill, a merge) is caught up by the next read.
extension LocalGatherService {
  func ratings(of players: [Player.ID]) async throws(FootballGatherError) -> [Player.ID: Rating] {
    try readingCurrentRatings { db throws(FootballGatherError) in
      try RatingEntryTable.ratings(of: players, owner: owner, in: db)
    }
  }

  func ratingEntries(in gather: Gather) async throws(FootballGatherError)
    -> [Player.ID: RatingEntry]
  {
    try readingCurrentRatings { db throws(FootballGatherError) in
      try RatingEntryTable.entries(in: gather, owner: owner, in: db)
    }
  }

  /// Runs `body` in a read transaction when the kept ratings match the history; else in a
  /// write transaction that catches them up first.
  func readingCurrentRatings<T: Sendable>(
    _ body: (SQLiteConnection) throws(FootballGatherError) -> T
  ) throws(FootballGatherError) -> T {
    let answer = try database.read { db throws(FootballGatherError) -> T? in
      try RatingEntryTable.mark(owner: owner, in: db) == nil ? body(db) : nil
    }
    if let answer { return answer }
    return try database.write { db throws(FootballGatherError) in
      try RatingEntryTable.catchUp(owner: owner, in: db)
      return try body(db)
    }
  }
}
