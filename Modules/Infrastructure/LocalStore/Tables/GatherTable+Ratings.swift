import Domain
import Foundation

/// What ratings replay (`GatherService.ratedGathers()`): the gathers with a score and their
/// line-ups, without goals and without the player fields ratings never read.
extension GatherTable {
  /// The owner's gathers with a score, newest first, each with its line-up in the order it
  /// was picked: every player's id, name that day and skill, their team and number. One
  /// query for the gathers, one per `GatherBatch.size` of them for the line-ups.
  static func rated(owner: UUID, in db: SQLiteConnection) throws(FootballGatherError)
    -> [Gather]
  {
    var gathers = try db.query(
      "SELECT \(columns) FROM gathers WHERE user_id = ? AND score IS NOT NULL \(newestFirst)",
      [owner], decode)
    for batch in GatherBatch.batches(of: gathers) {
      let statement = try db.prepare(
        """
        SELECT player_gathers.gather_id, player_gathers.player_id, player_gathers.player_name,
          players.skill, player_gathers.team, player_gathers.number
        FROM player_gathers JOIN players ON players.id = player_gathers.player_id
        WHERE player_gathers.gather_id IN (\(batch.placeholders)) ORDER BY player_gathers.rowid
        """)
      try statement.each(batch.ids) { row throws(FootballGatherError) in
        let index = try batch.index(of: row)
        let player = Player(
          id: row.int(1), name: row.text(2), skill: try row.optionalEnum(3, as: Skill.self))
        gathers[index].players.append(
          GatherPlayer(
            player: player, team: try row.optionalEnum(4, as: Team.self),
            number: row.optionalInt(5)))
      }
    }
    return gathers
  }
}
