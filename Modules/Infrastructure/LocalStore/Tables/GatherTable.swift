import Domain
import Foundation

/// SQL for the `gathers` table. Every statement is scoped to the owning user.
enum GatherTable {
  static func insert(
    id: Gather.ID, owner: UUID, createdAt: Date, teamNames: TeamNames, in db: SQLiteConnection
  ) throws(FootballGatherError) {
    try db.execute(
      """
      INSERT INTO gathers (id, user_id, created_at, team_a_name, team_b_name)
      VALUES (?, ?, ?, ?, ?)
      """,
      [id, owner, createdAt, teamNames.teamA, teamNames.teamB])
  }

  /// Renames the gather's teams; `false` when the owner has no such gather.
  static func rename(id: Gather.ID, owner: UUID, to teamNames: TeamNames, in db: SQLiteConnection)
    throws(FootballGatherError) -> Bool
  {
    try db.execute(
      "UPDATE gathers SET team_a_name = ?, team_b_name = ? WHERE id = ? AND user_id = ?",
      [teamNames.teamA, teamNames.teamB, id, owner]) > 0
  }

  /// Records the final score; `false` when the owner has no such gather.
  static func end(
    id: Gather.ID, owner: UUID, score: Score, endedAt: Date, in db: SQLiteConnection
  ) throws(FootballGatherError) -> Bool {
    let changed = try db.execute(
      "UPDATE gathers SET score = ?, winner_team = ?, ended_at = ? WHERE id = ? AND user_id = ?",
      [score.description, Outcome(score: score).winnerTeamName, endedAt, id, owner])
    return changed > 0
  }

  /// Moves an ended gather to other start and end times; `false` when the owner has no
  /// such ended gather.
  static func redate(
    id: Gather.ID, owner: UUID, startedAt: Date, endedAt: Date, in db: SQLiteConnection
  ) throws(FootballGatherError) -> Bool {
    try db.execute(
      """
      UPDATE gathers SET created_at = ?, ended_at = ?
      WHERE id = ? AND user_id = ? AND ended_at IS NOT NULL
      """, [startedAt, endedAt, id, owner]) > 0
  }

  /// `false` when the owner has no such gather. Its player rows go with it.
  static func delete(id: Gather.ID, owner: UUID, in db: SQLiteConnection)
    throws(FootballGatherError) -> Bool
  {
    try db.execute("DELETE FROM gathers WHERE id = ? AND user_id = ?", [id, owner]) > 0
  }

  /// Whether the owner's gather with this id has ended (only its `ended_at` is read), or
  /// `nil` when the owner has no such gather.
  static func ended(id: Gather.ID, owner: UUID, in db: SQLiteConnection)
    throws(FootballGatherError) -> Bool?
  {
    try db.queryFirst("SELECT ended_at FROM gathers WHERE id = ? AND user_id = ?", [id, owner]) {
      $0.optionalDate(0) != nil
    }
  }

  /// The owner's gather with this id, with its players and goals, or `nil`.
  static func find(id: Gather.ID, owner: UUID, in db: SQLiteConnection)
    throws(FootballGatherError) -> Gather?
  {
    try complete(
      db.query(
        "SELECT \(columns) FROM gathers WHERE id = ? AND user_id = ?", [id, owner], decode),
      in: db
    ).first
  }

  /// The owner's gathers, newest first, each with its players and goals.
  static func all(owner: UUID, in db: SQLiteConnection) throws(FootballGatherError) -> [Gather] {
    try complete(
      db.query(
        "SELECT \(columns) FROM gathers WHERE user_id = ? \(newestFirst)", [owner], decode),
      in: db)
  }

  /// The owner's ended gathers at `positions` of the history (newest first), with players
  /// and goals, and how many ended gathers the owner has: four queries, whatever the page.
  static func historyPage(_ positions: Range<Int>, owner: UUID, in db: SQLiteConnection)
    throws(FootballGatherError) -> GatherPage
  {
    let total =
      try db.queryFirst(
        "SELECT count(*) FROM gathers WHERE user_id = ? AND score IS NOT NULL", [owner]
      ) { $0.int(0) } ?? 0
    let shown = positions.clamped(to: 0..<total)
    guard !shown.isEmpty else {
      return GatherPage(offset: positions.lowerBound, gathers: [], total: total)
    }
    let gathers = try db.query(
      """
      SELECT \(columns) FROM gathers WHERE user_id = ? AND score IS NOT NULL \(newestFirst)
      LIMIT ? OFFSET ?
      """, [owner, shown.count, shown.lowerBound], decode)
    return GatherPage(
      offset: positions.lowerBound, gathers: try complete(gathers, in: db), total: total)
  }

  /// The owner's gathers `playerID` took part in, newest first, with players and goals.
  static func all(owner: UUID, playedBy playerID: Player.ID, in db: SQLiteConnection)
    throws(FootballGatherError) -> [Gather]
  {
    try complete(
      db.query(
        """
        SELECT \(columns) FROM gathers WHERE user_id = ? AND id IN
          (SELECT gather_id FROM player_gathers WHERE player_id = ?) \(newestFirst)
        """,
        [owner, playerID], decode),
      in: db)
  }

  /// `gathers` with their players and goal logs filled in.
  private static func complete(_ gathers: [Gather], in db: SQLiteConnection)
    throws(FootballGatherError) -> [Gather]
  {
    try GoalTable.attachGoals(to: GatherPlayerTable.attachPlayers(to: gathers, in: db), in: db)
  }

  static let columns =
    "id, created_at, ended_at, score, team_a_name, team_b_name, line_up_changes"
  /// Ties (same start time) go to the gather created last.
  static let newestFirst = "ORDER BY created_at DESC, rowid DESC"

  static func decode(_ row: SQLiteRow) throws(FootballGatherError) -> Gather {
    var score: Score?
    if let text = row.optionalText(3) {
      guard let parsed = Score(parsing: text) else {
        throw .storage("the database holds a score that is not 'A-B': '\(text)'")
      }
      score = parsed
    }
    return Gather(
      id: try row.uuid(0), createdAt: row.date(1), endedAt: row.optionalDate(2), score: score,
      teamNames: TeamNames(teamA: row.text(4), teamB: row.text(5)),
      lineUpChanges: try lineUpChanges(row.optionalText(6)))
  }
}
