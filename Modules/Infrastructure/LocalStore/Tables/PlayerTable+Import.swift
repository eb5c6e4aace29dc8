import Domain
import Foundation

/// What an import asks of the `players` table: many rows with one statement, and which of
/// its names the roster already has.
extension PlayerTable {
  /// Inserts every draft, `SQLiteConnection.rowsPerInsert` rows per statement (an import
  /// of 100,000 players is 500 runs of one prepared statement in one transaction).
  static func insert(_ drafts: [PlayerDraft], owner: UUID, in db: SQLiteConnection)
    throws(FootballGatherError) -> [Player]
  {
    let ownerText = owner.uuidString
    let ids = try db.insertRows(
      into: "players",
      columns: ["user_id", "name", "age", "skill", "position", "favourite_team"],
      count: drafts.count
    ) { row in
      let draft = drafts[row]
      return [
        ownerText, draft.name, draft.age, draft.skill?.rawValue, draft.position?.rawValue,
        draft.favouriteTeam,
      ]
    }
    return zip(ids, drafts).map { Player(id: $0, draft: $1) }
  }

  /// The owner's roster names that repeat one of `names` by `Player.nameKey`: one query,
  /// the keys bound as one JSON list, compared inside SQLite (nothing else is decoded). A
  /// plain ASCII name's key is SQLite's own `lower(trim(...))` (`NameKey`'s rule for it);
  /// only a name with another character calls `name_key`, which folds its accents.
  static func names(among names: [String], owner: UUID, in db: SQLiteConnection)
    throws(FootballGatherError) -> [String]
  {
    guard !names.isEmpty else { return [] }
    let keys = Array(Set(names.map(Player.nameKey)))
    guard let list = try? JSONSerialization.data(withJSONObject: keys) else {
      throw .storage("the names to look for could not be written as JSON")
    }
    return try db.query(
      """
      SELECT name FROM players WHERE user_id = ? AND archived_at IS NULL
        AND (CASE WHEN length(name) = length(CAST(name AS BLOB))
          THEN lower(trim(name, ' ' || char(9))) ELSE name_key(name) END)
          IN (SELECT value FROM json_each(?))
      """, [owner, String(decoding: list, as: UTF8.self)]
    ) { $0.text(0) }
  }

  /// The first of `ids` that is not on the owner's roster (archived, someone else's or
  /// unknown), or `nil`: one query for a whole line-up, which counts the ids it finds (the
  /// ids are distinct); only a line-up with one missing reads which. `CROSS JOIN` keeps
  /// the list outside, each id one lookup by key: the other way round, SQLite read the
  /// whole list once per roster player (8 s for 10,000).
  static func firstNotOnRoster(_ ids: [Player.ID], owner: UUID, in db: SQLiteConnection)
    throws(FootballGatherError) -> Player.ID?
  {
    guard !ids.isEmpty else { return nil }
    let list = "[" + ids.map { String($0) }.joined(separator: ",") + "]"
    let found =
      try db.queryFirst(
        """
        SELECT count(*) FROM json_each(?) AS wanted CROSS JOIN players
          ON players.id = wanted.value
        WHERE players.user_id = ? AND players.archived_at IS NULL
        """, [list, owner]
      ) { $0.int(0) } ?? 0
    guard found < ids.count else { return nil }
    let onRoster = Set(
      try db.query(
        """
        SELECT id FROM players WHERE user_id = ? AND archived_at IS NULL
          AND id IN (SELECT value FROM json_each(?))
        """, [owner, list]
      ) { $0.int(0) })
    return ids.first { !onRoster.contains($0) }
  }
}
