import Domain
import Foundation

/// What ratings replay (`GatherService.ratedGathers()`): the gathers with a score and their
/// line-ups, without goals and without the player fields ratings never read.
extension GatherTable {
  /// The owner's gathers with a score, newest first, each with its line-up in the order it
  /// was picked: every player's id, name that day and skill, their team and number.
  ///
  /// Three queries whatever the history's length: the gathers; the roster's skills (one
  /// pass over `players`); the line-ups, read in `player_gathers` order with no lookup of
  /// the player per row. At 100,000 players and 10,000 gathers the join with `players`
  /// took 0.4-0.6 s of SQLite alone, these two 0.12 s.
  ///
  /// With `from`, only the gathers replayed at or after it (`coalesce(ended_at,
  /// created_at)`, the date `RatingBook` orders them by): what a kept replay goes on with.
  static func rated(owner: UUID, from: Double? = nil, in db: SQLiteConnection)
    throws(FootballGatherError) -> [Gather]
  {
    let since = from ?? -Double.greatestFiniteMagnitude
    var gathers = try db.query(
      """
      SELECT \(columns) FROM gathers WHERE user_id = ? AND score IS NOT NULL
        AND coalesce(ended_at, created_at) >= ? \(newestFirst)
      """, [owner, since], decode)
    guard !gathers.isEmpty else { return [] }
    var place: [String: Int] = [:]
    for (index, gather) in gathers.enumerated() { place[gather.id.uuidString] = index }
    if gathers.count <= fewGathers {
      return try withLineUps(gathers, place: place, in: db)
    }
    var skills: [Player.ID: Skill] = [:]
    try db.prepare("SELECT id, skill FROM players WHERE user_id = ? AND skill IS NOT NULL")
      .each([owner]) { row throws(FootballGatherError) in
        skills[row.int(0)] = try row.optionalEnum(1, as: Skill.self)
      }
    var last: (id: String, index: Int)?
    try db.prepare(
      """
      SELECT player_gathers.gather_id, player_gathers.player_id, player_gathers.player_name,
        player_gathers.team, player_gathers.number
      FROM player_gathers CROSS JOIN gathers ON gathers.id = player_gathers.gather_id
      WHERE gathers.user_id = ? AND gathers.score IS NOT NULL
        AND coalesce(gathers.ended_at, gathers.created_at) >= ? ORDER BY player_gathers.rowid
      """
    ).each([owner, since]) { row throws(FootballGatherError) in
      let id = row.text(0)
      let index: Int
      if let last, last.id == id {
        index = last.index
      } else {
        guard let found = place[id] else {
          throw .storage("the database answered for a gather that was not asked for: '\(id)'")
        }
        index = found
        last = (id, found)
      }
      let playerID = row.int(1)
      gathers[index].players.append(
        GatherPlayer(
          player: Player(id: playerID, name: row.text(2), skill: skills[playerID]),
          team: try row.optionalEnum(3, as: Team.self), number: row.optionalInt(4)))
    }
    return gathers
  }

  /// Up to this many gathers (a kept replay after an end or a recent correction), their
  /// line-ups are read by gather, not by a pass over every line-up.
  static let fewGathers = 200

  /// `gathers` with their line-ups and each player's skill: one query on the line-ups'
  /// primary key, each row joined to its player.
  private static func withLineUps(
    _ gathers: [Gather], place: [String: Int], in db: SQLiteConnection
  ) throws(FootballGatherError) -> [Gather] {
    var gathers = gathers
    let ids = "[" + gathers.map { "\"\($0.id.uuidString)\"" }.joined(separator: ",") + "]"
    try db.prepare(
      """
      SELECT player_gathers.gather_id, player_gathers.player_id, player_gathers.player_name,
        player_gathers.team, player_gathers.number, players.skill
      FROM player_gathers CROSS JOIN players ON players.id = player_gathers.player_id
      WHERE player_gathers.gather_id IN (SELECT value FROM json_each(?))
      ORDER BY player_gathers.rowid
      """
    ).each([ids]) { row throws(FootballGatherError) in
      guard let index = place[row.text(0)] else {
        throw .storage("the database answered for a gather that was not asked for")
      }
      gathers[index].players.append(
        GatherPlayer(
          player: Player(
            id: row.int(1), name: row.text(2), skill: try row.optionalEnum(5, as: Skill.self)),
          team: try row.optionalEnum(3, as: Team.self), number: row.optionalInt(4)))
    }
    return gathers
  }
}
