extension Schema {
  /// Two windows on one database: the match in progress carries a version, raised by every
  /// save, and the process that saved it last (`holder`, "host:pid"). A window saves only
  /// over the version it last read or wrote, so it never overwrites a newer match, and a
  /// window that finds the match held by another running process says so.
  static let version5 = Migration(
    version: 5,
    statements: [
      "ALTER TABLE match_snapshots ADD COLUMN version INTEGER NOT NULL DEFAULT 0",
      "ALTER TABLE match_snapshots ADD COLUMN holder TEXT",
    ])
}
