extension Schema {
  /// Line-ups that change during a match: `gathers.line_up_changes` holds the changes made
  /// after kick-off (moves, substitutions, latecomers, each with its minute) as one JSON
  /// array, `NULL` when there were none (every gather written before version 6). It is
  /// always read and written whole with its gather, so a column, read with the gather's
  /// row, keeps History's page at the same number of queries; `player_gathers` keeps each
  /// player on the team their game counts for.
  static let version6 = Migration(
    version: 6,
    statements: [
      """
      ALTER TABLE gathers ADD COLUMN line_up_changes TEXT
        CHECK (line_up_changes IS NULL OR json_valid(line_up_changes))
      """
    ])
}
