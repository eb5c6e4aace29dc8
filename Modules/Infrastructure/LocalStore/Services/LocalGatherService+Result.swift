import Domain

extension LocalGatherService: MatchResultService {
  /// Records the score, the winner it implies, the time it ended and the goal log in one
  /// transaction, and forgets the gather's match-in-progress snapshot in the same one.
  func endGather(id: Gather.ID, score: Score, goals: [Goal]) async throws(FootballGatherError)
    -> Gather
  {
    let endedAt = now()
    return try database.write { db throws(FootballGatherError) in
      guard try GatherTable.end(id: id, owner: owner, score: score, endedAt: endedAt, in: db)
      else { throw .notFound("gather \(id)") }
      try GoalTable.replace(goals, of: id, in: db)
      try MatchSnapshotTable.delete(owner: owner, gatherID: id, in: db)
      guard let gather = try GatherTable.find(id: id, owner: owner, in: db) else {
        throw .notFound("gather \(id)")
      }
      return gather
    }
  }

  /// Replaces the score, the winner and the goal log in one transaction; `ended_at` stays.
  func correctGather(id: Gather.ID, score: Score, goals: [Goal]) async throws(FootballGatherError)
    -> Gather
  {
    try database.write { db throws(FootballGatherError) in
      guard let before = try GatherTable.find(id: id, owner: owner, in: db),
        let endedAt = before.endedAt
      else { throw .notFound("ended gather \(id)") }
      _ = try GatherTable.end(id: id, owner: owner, score: score, endedAt: endedAt, in: db)
      try GoalTable.replace(goals, of: id, in: db)
      guard let gather = try GatherTable.find(id: id, owner: owner, in: db) else {
        throw .notFound("gather \(id)")
      }
      return gather
    }
  }
}
