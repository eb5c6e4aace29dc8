extension Schema {
  /// The match: each gather's goal log, and the match in progress of each user (saved on
  /// every change so a crash or kill loses nothing). Adds tables only; version 1 is
  /// never edited.
  static let version2 = Migration(
    version: 2,
    statements: [
      """
      CREATE TABLE goals (
        gather_id TEXT NOT NULL REFERENCES gathers (id) ON DELETE CASCADE,
        position INTEGER NOT NULL CHECK (position >= 0),
        team TEXT NOT NULL CHECK (team IN ('Team A', 'Team B')),
        scorer_id INTEGER REFERENCES players (id) ON DELETE SET NULL,
        minute INTEGER CHECK (minute IS NULL OR minute >= 1),
        PRIMARY KEY (gather_id, position)
      ) STRICT
      """,
      """
      CREATE TABLE match_snapshots (
        user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        gather_id TEXT NOT NULL REFERENCES gathers (id) ON DELETE CASCADE,
        snapshot TEXT NOT NULL CHECK (json_valid(snapshot)),
        saved_at REAL NOT NULL
      ) STRICT
      """,
    ])
}
