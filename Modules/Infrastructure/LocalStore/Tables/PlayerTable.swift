import Domain
import Foundation

/// SQL for the `players` table. Every statement is scoped to the owning user.
enum PlayerTable {
  /// The columns `decode` reads, in order; prefix of every player query.
  static let columns =
    "players.id, players.name, players.age, players.skill, players.position, "
    + "players.favourite_team"

  /// A player from the six `columns` at the start of `row`.
  static func decode(_ row: SQLiteRow) throws(FootballGatherError) -> Player {
    try decode(row, from: 0)
  }

  /// A player from the six `columns` starting at column `first` of `row`.
  static func decode(_ row: SQLiteRow, from first: Int32) throws(FootballGatherError) -> Player {
    Player(
      id: row.int(first), name: row.text(first + 1), age: row.optionalInt(first + 2),
      skill: try row.optionalEnum(first + 3, as: Skill.self),
      position: try row.optionalEnum(first + 4, as: Position.self),
      favouriteTeam: row.optionalText(first + 5))
  }

  /// The owner's roster (archived players excluded), by id.
  static func all(owner: UUID, in db: SQLiteConnection) throws(FootballGatherError) -> [Player] {
    try db.query(
      "SELECT \(columns) FROM players WHERE user_id = ? AND archived_at IS NULL ORDER BY id",
      [owner], decode)
  }

  /// The owner's roster players at `positions` (0-based places in id order): one
  /// `LIMIT`/`OFFSET` query, so a page costs what it shows plus the rows it skips.
  static func page(_ positions: Range<Int>, owner: UUID, in db: SQLiteConnection)
    throws(FootballGatherError) -> [Player]
  {
    guard !positions.isEmpty, positions.lowerBound >= 0 else { return [] }
    return try db.query(
      """
      SELECT \(columns) FROM players WHERE user_id = ? AND archived_at IS NULL
      ORDER BY id LIMIT ? OFFSET ?
      """, [owner, positions.count, positions.lowerBound], decode)
  }

  /// How many players are on the owner's roster (archived players excluded).
  static func count(owner: UUID, in db: SQLiteConnection) throws(FootballGatherError) -> Int {
    try db.queryFirst(
      "SELECT count(*) FROM players WHERE user_id = ? AND archived_at IS NULL", [owner]
    ) { $0.int(0) } ?? 0
  }

  /// The owner's roster players whose name contains `text` (`PlayerMatches`' rule): the
  /// first `limit` with their positions. One pass that reads every name but decodes only
  /// the players it keeps.
  static func matches(_ text: String, limit: Int, owner: UUID, in db: SQLiteConnection)
    throws(FootballGatherError) -> PlayerMatches
  {
    let wanted = NameKey(text)
    var position = -1
    var total = 0
    let kept = try db.query(
      "SELECT \(columns) FROM players WHERE user_id = ? AND archived_at IS NULL ORDER BY id",
      [owner]
    ) { row throws(FootballGatherError) -> PlayerMatches.Match? in
      position += 1
      guard NameKey(row.text(1)).contains(wanted) else { return nil }
      total += 1
      return total <= limit ? PlayerMatches.Match(position: position, player: try decode(row)) : nil
    }
    return PlayerMatches(matches: kept.compactMap { $0 }, total: total)
  }

  /// The owner's archived players, by id.
  static func archived(owner: UUID, in db: SQLiteConnection) throws(FootballGatherError)
    -> [Player]
  {
    try db.query(
      "SELECT \(columns) FROM players WHERE user_id = ? AND archived_at IS NOT NULL ORDER BY id",
      [owner], decode)
  }

  /// The owner's player with this id, archived or not, or `nil` if there is none (or it is
  /// someone else's).
  static func find(id: Player.ID, owner: UUID, in db: SQLiteConnection)
    throws(FootballGatherError) -> Player?
  {
    try db.queryFirst(
      "SELECT \(columns) FROM players WHERE id = ? AND user_id = ?", [id, owner], decode)
  }

  /// The owner's player with this id if they are on the roster (not archived).
  static func findOnRoster(id: Player.ID, owner: UUID, in db: SQLiteConnection)
    throws(FootballGatherError) -> Player?
  {
    try db.queryFirst(
      "SELECT \(columns) FROM players WHERE id = ? AND user_id = ? AND archived_at IS NULL",
      [id, owner], decode)
  }

  /// Archives (`at` a time) or restores (`nil`) a player; `false` when nothing changed.
  static func setArchived(
    id: Player.ID, at date: Date?, owner: UUID, in db: SQLiteConnection
  ) throws(FootballGatherError) -> Bool {
    let condition = date == nil ? "archived_at IS NOT NULL" : "archived_at IS NULL"
    return try db.execute(
      "UPDATE players SET archived_at = ? WHERE id = ? AND user_id = ? AND \(condition)",
      [date, id, owner]) > 0
  }

  static func insert(_ draft: PlayerDraft, owner: UUID, in db: SQLiteConnection)
    throws(FootballGatherError) -> Player
  {
    try db.execute(
      """
      INSERT INTO players (user_id, name, age, skill, position, favourite_team)
      VALUES (?, ?, ?, ?, ?, ?)
      """,
      [
        owner, draft.name, draft.age, draft.skill?.rawValue, draft.position?.rawValue,
        draft.favouriteTeam,
      ])
    return Player(id: db.lastInsertRowID, draft: draft)
  }

  /// Replaces every field; `false` when the owner has no such player.
  static func update(_ player: Player, owner: UUID, in db: SQLiteConnection)
    throws(FootballGatherError) -> Bool
  {
    let changed = try db.execute(
      """
      UPDATE players SET name = ?, age = ?, skill = ?, position = ?, favourite_team = ?
      WHERE id = ? AND user_id = ?
      """,
      [
        player.name, player.age, player.skill?.rawValue, player.position?.rawValue,
        player.favouriteTeam, player.id, owner,
      ])
    return changed > 0
  }

  /// `false` when the owner has no such player.
  static func delete(id: Player.ID, owner: UUID, in db: SQLiteConnection)
    throws(FootballGatherError) -> Bool
  {
    try db.execute("DELETE FROM players WHERE id = ? AND user_id = ?", [id, owner]) > 0
  }
}
