import Domain

/// SQL for the `settings` key-value table.
enum SettingsTable {
  static func value(for key: String, in db: SQLiteConnection) throws(FootballGatherError)
    -> String?
  {
    try db.queryFirst("SELECT value FROM settings WHERE key = ?", [key]) { $0.text(0) }
  }

  /// Stores `value` under `key`; `nil` removes the key.
  static func set(_ value: String?, for key: String, in db: SQLiteConnection)
    throws(FootballGatherError)
  {
    if let value {
      try db.execute(
        "INSERT INTO settings (key, value) VALUES (?, ?) "
          + "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        [key, value])
    } else {
      try db.execute("DELETE FROM settings WHERE key = ?", [key])
    }
  }
}
