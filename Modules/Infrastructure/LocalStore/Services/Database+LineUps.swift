import Domain
import Foundation

/// Transactions that see every line-up of a user in `player_gathers`, including the one of
/// a match that `play` left in `pending_line_ups`.
extension Database {
  /// Runs `body` in a read transaction when none of `owner`'s line-ups is pending; else in
  /// a write transaction that spreads them first (once: the next read finds none).
  func read<T: Sendable>(
    withLineUpsOf owner: UUID, _ body: (SQLiteConnection) throws(FootballGatherError) -> T
  ) throws(FootballGatherError) -> T {
    let answer = try read { db throws(FootballGatherError) -> T? in
      try PendingLineUpTable.exists(owner: owner, in: db) ? nil : body(db)
    }
    if let answer { return answer }
    return try write(withLineUpsOf: owner, body)
  }

  /// Runs `body` in a write transaction, after spreading `owner`'s pending line-ups.
  func write<T: Sendable>(
    withLineUpsOf owner: UUID, _ body: (SQLiteConnection) throws(FootballGatherError) -> T
  ) throws(FootballGatherError) -> T {
    try write { db throws(FootballGatherError) in
      try PendingLineUpTable.spread(owner: owner, in: db)
      return try body(db)
    }
  }
}
