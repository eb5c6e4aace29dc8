extension Schema {
  /// Team names and fixed numbers: a gather remembers what its teams were called and the
  /// number each player had on every screen of that gather.
  ///
  /// - `gathers.team_a_name`, `gathers.team_b_name`: "Team A" and "Team B" unless renamed
  ///   (`name a Bibs`); every gather written before version 4 gets the standard names.
  /// - `player_gathers.number`: the player's number for the whole gather (their place in
  ///   the order they were picked). `NULL` for gathers written before version 4, which the
  ///   match screen numbers by line-up order, as it did then.
  static let version4 = Migration(
    version: 4,
    statements: [
      """
      ALTER TABLE gathers ADD COLUMN team_a_name TEXT NOT NULL DEFAULT 'Team A'
        CHECK (team_a_name <> '')
      """,
      """
      ALTER TABLE gathers ADD COLUMN team_b_name TEXT NOT NULL DEFAULT 'Team B'
        CHECK (team_b_name <> '')
      """,
      "ALTER TABLE player_gathers ADD COLUMN number INTEGER CHECK (number IS NULL OR number >= 1)",
    ])
}
