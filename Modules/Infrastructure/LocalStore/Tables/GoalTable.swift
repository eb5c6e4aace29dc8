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

  /// `gathers` with their goal logs filled in: one query per `GatherBatch.size` gathers.
  static func attachGoals(to gathers: [Gather], in db: SQLiteConnection)
    throws(FootballGatherError) -> [Gather]
  {
    var filled = gathers
    for batch in GatherBatch.batches(of: gathers) {
      let statement = try db.prepare(
        """
        SELECT gather_id, team, scorer_id, minute FROM goals
        WHERE gather_id IN (\(batch.placeholders)) ORDER BY gather_id, position
        """)
      try statement.each(batch.ids) { row throws(FootballGatherError) in
        let index = try batch.index(of: row)
        guard let team = try row.optionalEnum(1, as: Team.self) else {
          throw .storage("the database holds a goal without a team")
        }
        filled[index].goals.append(
          Goal(team: team, scorerID: row.optionalInt(2), minute: row.optionalInt(3)))
      }
    }
    return filled
  }
}
