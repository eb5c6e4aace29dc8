import Domain
import Foundation

/// SQL for the kept ratings (schema version 9): `rating_entries`, one row per player and
/// rated gather, and `rating_marks`, the date from which they no longer match the history
/// (set by triggers on every change that could alter a rating).
///
/// `catchUp` replays from the mark on, going on from where the entries before it left each
/// player, and gives the ratings of one replay of the whole history to the last digit
/// (`RatingBook.init(resuming:from:gathers:)`; a test compares them after every kind of
/// change). Ending a gather replays that one gather; correcting one replays from it on.
enum RatingEntryTable {
  /// The date from which `owner`'s entries must be replayed, or `nil` when they match the
  /// history.
  static func mark(owner: UUID, in db: SQLiteConnection) throws(FootballGatherError) -> Double? {
    try db.queryFirst("SELECT replay_from FROM rating_marks WHERE user_id = ?", [owner]) {
      $0.double(0)
    }
  }

  /// Replays `owner`'s rated gathers from the mark on and writes their entries, in the
  /// caller's write transaction; nothing when there is no mark.
  static func catchUp(owner: UUID, in db: SQLiteConnection) throws(FootballGatherError) {
    guard let from = try mark(owner: owner, in: db) else { return }
    try db.execute(
      "DELETE FROM rating_entries WHERE user_id = ? AND played_at >= ?", [owner, from])
    let gathers = try GatherTable.rated(owner: owner, from: from, in: db)
    // Where the players of those gathers stood (their latest entry); `seq` only grows
    // along each player's entries, which is all `ratings(of:)` needs of it.
    var standings: [Player.ID: RatingBook.Standing] = [:]
    var nextIndex = 0
    let players = Set(gathers.flatMap { $0.players.map(\.player.id) })
    let few = players.count <= 2_000
    let list = few ? "[" + players.map(String.init).joined(separator: ",") + "]" : ""
    try db.prepare(
      """
      SELECT player_id, after_mean, after_deviation, played_at, max(seq), count(*)
      FROM rating_entries WHERE +user_id = ? AND +played_at < ?
        \(few ? "AND player_id IN (SELECT value FROM json_each(?))" : "") GROUP BY player_id
      """
    ).each(few ? [owner, from, list] : [owner, from]) { row throws(FootballGatherError) in
      standings[row.int(0)] = RatingBook.Standing(
        rating: Rating(mean: row.double(1), deviation: row.double(2)),
        date: row.date(3), index: row.int(4), games: row.int(5))
      nextIndex = max(nextIndex, row.int(4) + 1)
    }
    let book = RatingBook(resuming: standings, from: nextIndex, gathers: gathers)
    var place: [Gather.ID: (index: Int, date: Double)] = [:]
    for (offset, gather) in RatingBook.replayOrder(gathers).enumerated() {
      let date = (gather.endedAt ?? gather.createdAt)?.timeIntervalSince1970 ?? from
      place[gather.id] = (nextIndex + offset, date)
    }
    var rows: [(player: Player.ID, entry: RatingEntry)] = []
    for (player, entries) in book.history {
      for entry in entries { rows.append((player, entry)) }
    }
    try db.insertRows(
      into: "rating_entries",
      columns: [
        "gather_id", "player_id", "user_id", "played_at", "seq", "team", "before_mean",
        "before_deviation", "after_mean", "after_deviation",
      ], count: rows.count
    ) { index in
      let (player, entry) = rows[index]
      let at = place[entry.gatherID] ?? (0, from)
      return [
        entry.gatherID, player, owner, at.date, at.index, entry.team.rawValue,
        entry.before.mean, entry.before.deviation, entry.after.mean, entry.after.deviation,
      ]
    }
    try db.execute("DELETE FROM rating_marks WHERE user_id = ?", [owner])
  }

  /// The kept rating of each of `players` who has one (their latest entry): one query on
  /// the players' index, or one pass over the owner's entries for a long list. (`+user_id`
  /// and `+played_at` keep SQLite off the owner's index, which would read every entry.)
  static func ratings(of players: [Player.ID], owner: UUID, in db: SQLiteConnection)
    throws(FootballGatherError) -> [Player.ID: Rating]
  {
    var found: [Player.ID: Rating] = [:]
    guard !players.isEmpty else { return found }
    let read = { (row: SQLiteRow) in
      found[row.int(0)] = Rating(mean: row.double(1), deviation: row.double(2))
    }
    if players.count <= 500 {
      let list = "[" + players.map(String.init).joined(separator: ",") + "]"
      try db.prepare(
        """
        SELECT player_id, after_mean, after_deviation, max(seq) FROM rating_entries
        WHERE +user_id = ? AND player_id IN (SELECT value FROM json_each(?)) GROUP BY player_id
        """
      ).each([owner, list], read)
      return found
    }
    try db.prepare(
      """
      SELECT player_id, after_mean, after_deviation, max(seq) FROM rating_entries
      WHERE user_id = ? GROUP BY player_id
      """
    ).each([owner], read)
    let wanted = Set(players)
    return found.filter { wanted.contains($0.key) }
  }

  /// Each player's entry in one gather (empty when it was left out or is not rated).
  static func entries(in gather: Gather, owner: UUID, in db: SQLiteConnection)
    throws(FootballGatherError) -> [Player.ID: RatingEntry]
  {
    guard let score = gather.score else { return [:] }
    var found: [Player.ID: RatingEntry] = [:]
    try db.prepare(
      """
      SELECT player_id, team, before_mean, before_deviation, after_mean, after_deviation
      FROM rating_entries WHERE gather_id = ? AND user_id = ?
      """
    ).each([gather.id, owner]) { row throws(FootballGatherError) in
      found[row.int(0)] = RatingEntry(
        gatherID: gather.id, date: gather.endedAt ?? gather.createdAt,
        team: try row.optionalEnum(1, as: Team.self) ?? .teamA, score: score,
        before: Rating(mean: row.double(2), deviation: row.double(3)),
        after: Rating(mean: row.double(4), deviation: row.double(5)))
    }
    return found
  }
}
