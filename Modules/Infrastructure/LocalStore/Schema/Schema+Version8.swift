extension Schema {
  /// A league day's match that starts at once: `play` writes its line-up as one row.
  ///
  /// `pending_line_ups`: the line-up of a gather whose players are not in `player_gathers`
  /// yet, as one JSON array of `[player_id, team, player_name, number]` (the columns of
  /// `player_gathers`, in the order the rows take). Inserting 10,000 `player_gathers` rows
  /// and committing them took 20-41 ms of SQLite alone; one row takes a few. The rows are
  /// spread into `player_gathers` (and this row deleted) in the transaction of the first
  /// change or read that needs them: ending the match, resuming it, History, a player's
  /// gathers, archiving or merging a player. Every gather written before version 8 has
  /// its rows already, so the table starts empty.
  static let version8 = Migration(
    version: 8,
    statements: [
      """
      CREATE TABLE pending_line_ups (
        gather_id TEXT PRIMARY KEY NOT NULL REFERENCES gathers (id) ON DELETE CASCADE,
        line_up TEXT NOT NULL CHECK (json_valid(line_up))
      ) STRICT
      """
    ])
}
