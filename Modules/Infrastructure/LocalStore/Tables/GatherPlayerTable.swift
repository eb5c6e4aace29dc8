import Domain

/// SQL for `player_gathers`: which player was in which gather, on which team.
enum GatherPlayerTable {
  static func insert(_ player: GatherPlayer, into gatherID: Gather.ID, in db: SQLiteConnection)
    throws(FootballGatherError)
  {
    try db.execute(
      "INSERT INTO player_gathers (gather_id, player_id, team) VALUES (?, ?, ?)",
      [gatherID, player.player.id, player.team?.rawValue])
  }

  /// `gathers` with their players filled in, in the order they were added.
  static func attachPlayers(to gathers: [Gather], in db: SQLiteConnection)
    throws(FootballGatherError) -> [Gather]
  {
    guard !gathers.isEmpty else { return [] }
    let statement = try db.prepare(
      """
      SELECT \(PlayerTable.columns), player_gathers.team
      FROM player_gathers JOIN players ON players.id = player_gathers.player_id
      WHERE player_gathers.gather_id = ? ORDER BY player_gathers.rowid
      """)
    var filled: [Gather] = []
    for var gather in gathers {
      gather.players = try statement.rows([gather.id]) { row throws(FootballGatherError) in
        GatherPlayer(
          player: try PlayerTable.decode(row), team: try row.optionalEnum(6, as: Team.self))
      }
      filled.append(gather)
    }
    return filled
  }
}
