/// The Football Gather database schema: its identity and every migration, oldest first.
enum Schema {
  /// `PRAGMA application_id` of every Football Gather database: ASCII "FBGA".
  static let applicationID: Int32 = 0x4642_4741

  /// Every migration this version of the app knows, oldest first.
  static let migrations: [Migration] = [
    version1, version2, version3, version4, version5, version6, version7, version8,
    version9,
  ]

  /// The newest schema version this app can read and write.
  static var latestVersion: Int32 { migrations.last?.version ?? 0 }

  /// The tables of the web service (users, players, gathers, player-gathers with team)
  /// plus the login settings kept on this machine.
  static let version1 = Migration(
    version: 1,
    statements: [
      """
      CREATE TABLE users (
        id TEXT PRIMARY KEY NOT NULL,
        username TEXT NOT NULL UNIQUE CHECK (username <> ''),
        password_hash TEXT NOT NULL CHECK (password_hash <> '')
      ) STRICT
      """,
      """
      CREATE TABLE players (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name TEXT NOT NULL CHECK (name <> ''),
        age INTEGER CHECK (age IS NULL OR age >= 0),
        skill TEXT CHECK (skill IN ('beginner', 'amateur', 'professional')),
        position TEXT
          CHECK (position IN ('goalkeeper', 'defender', 'midfielder', 'winger', 'striker')),
        favourite_team TEXT
      ) STRICT
      """,
      "CREATE INDEX players_by_user ON players (user_id, id)",
      """
      CREATE TABLE gathers (
        id TEXT PRIMARY KEY NOT NULL,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        score TEXT CHECK (score GLOB '[0-9]*-[0-9]*'),
        winner_team TEXT CHECK (winner_team IN ('Team A', 'Team B', 'None')),
        created_at REAL NOT NULL,
        ended_at REAL,
        CHECK ((score IS NULL) = (winner_team IS NULL))
      ) STRICT
      """,
      "CREATE INDEX gathers_by_user ON gathers (user_id, created_at)",
      """
      CREATE TABLE player_gathers (
        gather_id TEXT NOT NULL REFERENCES gathers (id) ON DELETE CASCADE,
        player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
        team TEXT CHECK (team IN ('Team A', 'Team B', 'Bench')),
        PRIMARY KEY (gather_id, player_id)
      ) STRICT
      """,
      "CREATE INDEX player_gathers_by_player ON player_gathers (player_id)",
      """
      CREATE TABLE settings (
        key TEXT PRIMARY KEY NOT NULL,
        value TEXT NOT NULL
      ) STRICT
      """,
    ])
}
