import Domain
import Foundation

/// SQL for `pending_line_ups`: a gather's line-up written at kick-off as one row (a JSON
/// array of `player_gathers` rows), spread into `player_gathers` when something needs the
/// rows. A 10,000-player `play` writes a few hundred kilobytes in one row instead of
/// 10,000 rows.
///
/// Nothing but `spread` reads the line-up: a change or read that needs one in progress
/// spreads it first, in its own transaction (`Database.read(withLineUpsOf:)`).
enum PendingLineUpTable {
  /// Keeps `players` as the line-up of the new gather `gatherID`, in their order. A player
  /// `player_gathers` would refuse (no name, a number below 1) is refused now, at kick-off,
  /// not when the line-up is spread.
  static func insert(_ players: [GatherPlayer], of gatherID: Gather.ID, in db: SQLiteConnection)
    throws(FootballGatherError)
  {
    for place in players where place.player.name.isEmpty || place.number.map({ $0 < 1 }) == true {
      throw .invalidInput(
        "player \(place.player.id) needs a name and a number of 1 or more to play")
    }
    try db.execute(
      "INSERT INTO pending_line_ups (gather_id, line_up) VALUES (?, ?)",
      [gatherID, rows(of: players)])
  }

  /// Whether one of the owner's gathers has a line-up not spread yet.
  ///
  /// Every statement here reads `pending_line_ups` first (`CROSS JOIN`, a correlated
  /// subquery): it holds a row or two, while the owner's gathers are thousands, which SQLite
  /// would otherwise go through to look each one up here.
  static func exists(owner: UUID, in db: SQLiteConnection) throws(FootballGatherError) -> Bool {
    try db.queryFirst(
      """
      SELECT EXISTS (SELECT 1 FROM pending_line_ups AS pending
        CROSS JOIN gathers ON gathers.id = pending.gather_id WHERE gathers.user_id = ?)
      """, [owner]
    ) { $0.int(0) == 1 } ?? false
  }

  /// Moves every line-up of the owner's gathers still held here into `player_gathers`,
  /// each in its order, as `play` would have inserted it. Two statements, whatever the
  /// line-ups' length; nothing is written when there is none.
  static func spread(owner: UUID, in db: SQLiteConnection) throws(FootballGatherError) {
    guard try exists(owner: owner, in: db) else { return }
    try db.execute(
      """
      INSERT INTO player_gathers (gather_id, player_id, team, player_name, number)
      SELECT pending.gather_id, entry.value ->> 0, entry.value ->> 1, entry.value ->> 2,
        entry.value ->> 3
      FROM pending_line_ups AS pending
        CROSS JOIN gathers ON gathers.id = pending.gather_id
        CROSS JOIN json_each(pending.line_up) AS entry
      WHERE gathers.user_id = ?
      ORDER BY pending.rowid, entry.key
      """, [owner])
    try db.execute(
      """
      DELETE FROM pending_line_ups
      WHERE (SELECT user_id FROM gathers WHERE gathers.id = pending_line_ups.gather_id) = ?
      """, [owner])
  }

  /// `[[player_id, team, player_name, number], …]`: each player's `player_gathers` row.
  /// Written as bytes: `perf` gave it two-thirds of the samples `String` appends took.
  static func rows(of players: [GatherPlayer]) -> String {
    var json: [UInt8] = []
    json.reserveCapacity(players.count * 40 + 2)
    json.append(UInt8(ascii: "["))
    for place in players {
      if json.count > 1 { json.append(UInt8(ascii: ",")) }
      json.append(UInt8(ascii: "["))
      json += String(place.player.id).utf8
      json.append(UInt8(ascii: ","))
      append(place.team?.rawValue, to: &json)
      json.append(UInt8(ascii: ","))
      append(place.player.name, to: &json)
      json.append(UInt8(ascii: ","))
      json += (place.number.map(String.init) ?? "null").utf8
      json.append(UInt8(ascii: "]"))
    }
    json.append(UInt8(ascii: "]"))
    return String(decoding: json, as: UTF8.self)
  }

  /// `text` as a JSON string (`LineUpJSON`'s escaping), or `null`.
  private static func append(_ text: String?, to json: inout [UInt8]) {
    guard let text else {
      json += "null".utf8
      return
    }
    var quoted = ""
    LineUpJSON.appendString(text, to: &quoted)
    json += quoted.utf8
  }
}
