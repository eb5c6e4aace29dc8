extension Schema {
  /// A league day's match that starts at once: 10,000 players in a line-up.
  ///
  /// - `match_snapshots.line_up_in_gather`: 1 when the snapshot's line-up is the gather's
  ///   own (`player_gathers`, its Team A and Team B players in the order they were added),
  ///   so the snapshot leaves it out (`"players":[]`) instead of repeating 1.2 MB of JSON
  ///   on every timer command and goal; 0 (every snapshot written before version 7) when
  ///   the snapshot holds its line-up.
  /// - `player_gathers` checks its team with `=` instead of `IN (...)`: SQLite builds a
  ///   small table for an `IN` list of three values each time a statement runs and looks
  ///   every row up in it, a third of the cost of inserting a line-up. The same values are
  ///   accepted. The table is rebuilt (SQLite cannot change a check in place), keeping
  ///   every row, its rowid (the line-up's order) and its index.
  static let version7 = Migration(
    version: 7,
    statements: [
      """
      ALTER TABLE match_snapshots ADD COLUMN line_up_in_gather INTEGER NOT NULL DEFAULT 0
        CHECK (line_up_in_gather IN (0, 1))
      """,
      """
      CREATE TABLE player_gathers_v7 (
        gather_id TEXT NOT NULL REFERENCES gathers (id) ON DELETE CASCADE,
        player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE RESTRICT,
        team TEXT CHECK (team = 'Team A' OR team = 'Team B' OR team = 'Bench'),
        player_name TEXT NOT NULL CHECK (player_name <> ''),
        number INTEGER CHECK (number IS NULL OR number >= 1),
        PRIMARY KEY (gather_id, player_id)
      ) STRICT
      """,
      """
      INSERT INTO player_gathers_v7 (rowid, gather_id, player_id, team, player_name, number)
      SELECT rowid, gather_id, player_id, team, player_name, number FROM player_gathers
      ORDER BY rowid
      """,
      "DROP TABLE player_gathers",
      "ALTER TABLE player_gathers_v7 RENAME TO player_gathers",
      "CREATE INDEX player_gathers_by_player ON player_gathers (player_id)",
    ])
}
