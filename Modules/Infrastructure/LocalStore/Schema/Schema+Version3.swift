extension Schema {
  /// History that keeps faith: a player who played is archived, never deleted, and each
  /// line-up keeps the name the player had that day.
  ///
  /// - `players.archived_at`: when the player left the roster (`NULL` while on it).
  /// - `player_gathers.player_name`: the name at the time the gather started; filled from
  ///   the current name for gathers written by version 2 (the best that is known).
  /// - `player_gathers.player_id` no longer cascades: deleting a player who is in a gather
  ///   fails instead of erasing them from it. The table is rebuilt (SQLite cannot change a
  ///   foreign key in place), keeping every row and its order.
  static let version3 = Migration(
    version: 3,
    statements: [
      "ALTER TABLE players ADD COLUMN archived_at REAL",
      """
      CREATE TABLE player_gathers_v3 (
        gather_id TEXT NOT NULL REFERENCES gathers (id) ON DELETE CASCADE,
        player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE RESTRICT,
        team TEXT CHECK (team IN ('Team A', 'Team B', 'Bench')),
        player_name TEXT NOT NULL CHECK (player_name <> ''),
        PRIMARY KEY (gather_id, player_id)
      ) STRICT
      """,
      """
      INSERT INTO player_gathers_v3 (rowid, gather_id, player_id, team, player_name)
      SELECT player_gathers.rowid, gather_id, player_id, team, players.name
      FROM player_gathers JOIN players ON players.id = player_gathers.player_id
      """,
      "DROP TABLE player_gathers",
      "ALTER TABLE player_gathers_v3 RENAME TO player_gathers",
      "CREATE INDEX player_gathers_by_player ON player_gathers (player_id)",
    ])
}
