import Domain
import Foundation

extension LocalGatherService: MatchResultService {
  /// Records the score, the winner it implies, the time it ended, the goal log and the
  /// line-up as it changed in one transaction, and forgets the gather's match-in-progress
  /// snapshot in the same one.
  ///
  /// A gather another window ended already, or whose match another window saved since
  /// this one last did, is refused with a `.conflict` naming what is saved: a result is
  /// never overwritten.
  func endGather(id: Gather.ID, score: Score, goals: [Goal], lineUp: PlayedLineUp?)
    async throws(FootballGatherError) -> Gather
  {
    let endedAt = now()
    let gather = try database.write(withLineUpsOf: owner) { db throws(FootballGatherError) in
      guard let before = try GatherTable.find(id: id, owner: owner, in: db) else {
        throw .notFound("gather \(id)")
      }
      if before.endedAt != nil { throw MatchConflict.ended(before, unsaved: goals) }
      if let known = ledger.version(of: owner),
        let stamp = try MatchSnapshotTable.stamp(owner: owner, in: db),
        stamp.gatherID == id, stamp.version != known
      {
        throw MatchConflict.changed(
          try MatchSnapshotTable.load(owner: owner, in: db), unsaved: goals, of: before)
      }
      guard try GatherTable.end(id: id, owner: owner, score: score, endedAt: endedAt, in: db)
      else { throw .notFound("gather \(id)") }
      try GoalTable.replace(goals, of: id, in: db)
      if let lineUp { try keep(lineUp, of: id, in: db) }
      try MatchSnapshotTable.delete(owner: owner, gatherID: id, in: db)
      try RatingEntryTable.catchUp(owner: owner, in: db)
      guard let gather = try GatherTable.find(id: id, owner: owner, in: db) else {
        throw .notFound("gather \(id)")
      }
      return gather
    }
    ledger.remember(nil, of: owner)
    return gather
  }

  /// Writes who played on which team and the changes (in `endGather`'s transaction).
  private func keep(_ lineUp: PlayedLineUp, of id: Gather.ID, in db: SQLiteConnection)
    throws(FootballGatherError)
  {
    try GatherPlayerTable.keep(lineUp.players, of: id, owner: owner, in: db)
    try GatherTable.setLineUpChanges(lineUp.changes, of: id, owner: owner, in: db)
  }

  /// One transaction: the gather dated `playedAt`, its players, its end and its goals.
  func recordPlayedGather(
    players: [GatherPlayer], teamNames: TeamNames, playedAt: Date, score: Score, goals: [Goal]
  ) async throws(FootballGatherError) -> Gather {
    var seen: Set<Player.ID> = []
    for entry in players where !seen.insert(entry.player.id).inserted {
      throw .invalidInput("player \(entry.player.id) is listed twice; pick each player once")
    }
    let id = UUID()
    return try database.write { db throws(FootballGatherError) in
      for entry in players
      where try PlayerTable.findOnRoster(id: entry.player.id, owner: owner, in: db) == nil {
        throw .notFound("player \(entry.player.id)")
      }
      try GatherTable.insert(
        id: id, owner: owner, createdAt: playedAt, teamNames: teamNames, in: db)
      for entry in players { try GatherPlayerTable.insert(entry, into: id, in: db) }
      _ = try GatherTable.end(id: id, owner: owner, score: score, endedAt: playedAt, in: db)
      try GoalTable.replace(goals, of: id, in: db)
      try RatingEntryTable.catchUp(owner: owner, in: db)
      guard let gather = try GatherTable.find(id: id, owner: owner, in: db) else {
        throw .notFound("gather \(id)")
      }
      return gather
    }
  }

  /// Moves an ended gather to other start and end times in one statement.
  func redateGather(id: Gather.ID, startedAt: Date, endedAt: Date)
    async throws(FootballGatherError) -> Gather
  {
    try database.write { db throws(FootballGatherError) in
      guard
        try GatherTable.redate(
          id: id, owner: owner, startedAt: startedAt, endedAt: endedAt, in: db),
        let gather = try GatherTable.find(id: id, owner: owner, in: db)
      else { throw .notFound("ended gather \(id)") }
      try RatingEntryTable.catchUp(owner: owner, in: db)
      return gather
    }
  }

  /// Keeps `players` as the ended gather's line-up in one transaction: teams changed,
  /// new players (from the roster) added, players no longer in it removed; score, goals
  /// and line-up changes stay.
  func correctLineUp(id: Gather.ID, players: [GatherPlayer]) async throws(FootballGatherError)
    -> Gather
  {
    var seen: Set<Player.ID> = []
    for entry in players where !seen.insert(entry.player.id).inserted {
      throw .invalidInput("player \(entry.player.id) is listed twice; pick each player once")
    }
    return try database.write { db throws(FootballGatherError) in
      guard let before = try GatherTable.find(id: id, owner: owner, in: db),
        before.endedAt != nil
      else { throw .notFound("ended gather \(id)") }
      let stored = Set(before.players.map(\.player.id))
      for entry in players where !stored.contains(entry.player.id) {
        guard try PlayerTable.findOnRoster(id: entry.player.id, owner: owner, in: db) != nil
        else { throw .notFound("player \(entry.player.id)") }
      }
      for gone in before.players where !seen.contains(gone.player.id) {
        try GatherPlayerTable.remove(gone.player.id, from: id, in: db)
      }
      try GatherPlayerTable.keep(players, of: id, owner: owner, in: db)
      try RatingEntryTable.catchUp(owner: owner, in: db)
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
      try RatingEntryTable.catchUp(owner: owner, in: db)
      guard let gather = try GatherTable.find(id: id, owner: owner, in: db) else {
        throw .notFound("gather \(id)")
      }
      return gather
    }
  }
}
