import Domain
import Foundation

/// Namesakes (`NameKey`: case and accents ignored, ends trimmed) found by SQLite, not by
/// decoding the roster.
extension PlayerTable {
  /// The owner's roster players whose `NameKey` is `name`'s, in roster order, with their
  /// positions. SQLite keeps the candidates: names that are plain ASCII and equal the key
  /// once trimmed and lower-cased (exactly `NameKey`'s rule for them), and every name with
  /// another character (accents fold in Swift only); Swift keeps those whose key is equal.
  /// Each one's position is the count of roster players before it. The two kinds are two
  /// queries joined (`UNION`), each on its own index of schema 9 (`players_by_folded_name`,
  /// `players_with_wide_names`): with `OR` SQLite read the whole roster (about 40 ms of the
  /// 64 ms `add` took at 100,000 players).
  static func namesakes(of name: String, owner: UUID, in db: SQLiteConnection)
    throws(FootballGatherError) -> [PlayerMatches.Match]
  {
    let key = NameKey(name)
    let found = try db.query(
      """
      SELECT \(columns) FROM players WHERE user_id = ?1 AND archived_at IS NULL
        AND lower(trim(name, ' ' || char(9))) = ?2
      UNION
      SELECT \(columns) FROM players WHERE user_id = ?1 AND archived_at IS NULL
        AND length(name) <> length(CAST(name AS BLOB))
      ORDER BY id
      """, [owner, key.folded], decode
    ).filter { NameKey($0.name) == key }
    return try found.map { player throws(FootballGatherError) in
      let before =
        try db.queryFirst(
          "SELECT count(*) FROM players WHERE user_id = ? AND archived_at IS NULL AND id < ?",
          [owner, player.id]
        ) { $0.int(0) } ?? 0
      return PlayerMatches.Match(position: before, player: player)
    }
  }
}
