import Domain

/// SQL for `goals`: each gather's goal log, in the order the goals were scored.
enum GoalTable {
  /// Replaces the gather's goal log with `goals`.
  static func replace(_ goals: [Goal], of gatherID: Gather.ID, in db: SQLiteConnection)
    throws(FootballGatherError)
  {
    try db.execute("DELETE FROM goals WHERE gather_id = ?", [gatherID])
    for (position, goal) in goals.enumerated() {
      try db.execute(
        "INSERT INTO goals (gather_id, position, team, scorer_id, minute) VALUES (?, ?, ?, ?, ?)",
        [gatherID, position, goal.team.rawValue, goal.scorerID, goal.minute])
    }
  }

  /// `gathers` with their goal logs filled in.
  static func attachGoals(to gathers: [Gather], in db: SQLiteConnection)
    throws(FootballGatherError) -> [Gather]
  {
    guard !gathers.isEmpty else { return [] }
    let statement = try db.prepare(
      "SELECT team, scorer_id, minute FROM goals WHERE gather_id = ? ORDER BY position")
    var filled: [Gather] = []
    for var gather in gathers {
      gather.goals = try statement.rows([gather.id]) { row throws(FootballGatherError) in
        guard let team = try row.optionalEnum(0, as: Team.self) else {
          throw .storage("the database holds a goal without a team")
        }
        return Goal(team: team, scorerID: row.optionalInt(1), minute: row.optionalInt(2))
      }
      filled.append(gather)
    }
    return filled
  }
}
