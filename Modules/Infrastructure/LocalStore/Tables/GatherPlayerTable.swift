import Domain
import Foundation

/// SQL for `player_gathers`: which player was in which gather, on which team.
enum GatherPlayerTable {
  static func insert(_ player: GatherPlayer, into gatherID: Gather.ID, in db: SQLiteConnection)
    throws(FootballGatherError)
  {
    try db.execute(
      """
      INSERT INTO player_gathers (gather_id, player_id, team, player_name, number)
      VALUES (?, ?, ?, ?, ?)
      """,
      [gatherID, player.player.id, player.team?.rawValue, player.player.name, player.number])
  }

  /// Keeps `players` as the gather's line-up: a player whose team differs from the one
  /// stored is updated, a player not stored yet (a latecomer, who must be one of `owner`'s
  /// players) is added after the others. One query reads the stored teams; only what
  /// differs is written.
  static func keep(
    _ players: [GatherPlayer], of gatherID: Gather.ID, owner: UUID, in db: SQLiteConnection
  ) throws(FootballGatherError) {
    var stored: [Player.ID: String?] = [:]
    try db.prepare("SELECT player_id, team FROM player_gathers WHERE gather_id = ?")
      .each([gatherID]) { row throws(FootballGatherError) in
        stored[row.int(0)] = row.optionalText(1)
      }
    for player in players {
      switch stored[player.player.id] {
      case nil:
        guard try PlayerTable.find(id: player.player.id, owner: owner, in: db) != nil else {
          throw .notFound("player \(player.player.id)")
        }
        try insert(player, into: gatherID, in: db)
      case .some(let team) where team != player.team?.rawValue:
        try db.execute(
          "UPDATE player_gathers SET team = ? WHERE gather_id = ? AND player_id = ?",
          [player.team?.rawValue, gatherID, player.player.id])
      default: break
      }
    }
  }

  /// Takes the player out of the gather's line-up (a correction: they did not play).
  static func remove(_ playerID: Player.ID, from gatherID: Gather.ID, in db: SQLiteConnection)
    throws(FootballGatherError)
  {
    try db.execute(
      "DELETE FROM player_gathers WHERE gather_id = ? AND player_id = ?", [gatherID, playerID])
  }

  /// The gather's Team A and Team B players in the order they were added, each with the
  /// name they had when it started and their number (their other fields are today's):
  /// the line-up of a match snapshot that leaves it to its gather.
  static func playing(in gatherID: Gather.ID, in db: SQLiteConnection)
    throws(FootballGatherError) -> [GatherPlayer]
  {
    try db.query(
      """
      SELECT \(PlayerTable.columns), player_gathers.team, player_gathers.player_name,
        player_gathers.number
      FROM player_gathers JOIN players ON players.id = player_gathers.player_id
      WHERE player_gathers.gather_id = ? AND player_gathers.team IN ('Team A', 'Team B')
      ORDER BY player_gathers.rowid
      """, [gatherID]
    ) { row throws(FootballGatherError) in
      var player = try PlayerTable.decode(row)
      player.name = row.text(7)
      return GatherPlayer(
        player: player, team: try row.optionalEnum(6, as: Team.self), number: row.optionalInt(8))
    }
  }

  /// How many gathers (ended or in progress) the player is in.
  static func count(playerID: Player.ID, in db: SQLiteConnection) throws(FootballGatherError)
    -> Int
  {
    try db.queryFirst(
      "SELECT count(*) FROM player_gathers WHERE player_id = ?", [playerID]
    ) { $0.int(0) } ?? 0
  }

  /// `gathers` with their players filled in, in the order they were added, each with the
  /// name they had when the gather started and their number in it (their other fields are
  /// today's). One query per `GatherBatch.size` gathers, whatever their line-ups' length.
  static func attachPlayers(to gathers: [Gather], in db: SQLiteConnection)
    throws(FootballGatherError) -> [Gather]
  {
    var filled = gathers
    for batch in GatherBatch.batches(of: gathers) {
      let statement = try db.prepare(
        """
        SELECT player_gathers.gather_id, \(PlayerTable.columns), player_gathers.team,
          player_gathers.player_name, player_gathers.number
        FROM player_gathers JOIN players ON players.id = player_gathers.player_id
        WHERE player_gathers.gather_id IN (\(batch.placeholders)) ORDER BY player_gathers.rowid
        """)
      try statement.each(batch.ids) { row throws(FootballGatherError) in
        let index = try batch.index(of: row)
        var player = try PlayerTable.decode(row, from: 1)
        player.name = row.text(8)
        filled[index].players.append(
          GatherPlayer(
            player: player, team: try row.optionalEnum(7, as: Team.self),
            number: row.optionalInt(9)))
      }
    }
    return filled
  }
}
