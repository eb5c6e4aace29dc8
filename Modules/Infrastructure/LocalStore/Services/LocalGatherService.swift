import Domain
import Foundation

/// One user's gathers in the store. Every statement is scoped to `owner`; players and
/// gathers of another user answer `.notFound`.
struct LocalGatherService: GatherService {
  let database: Database
  let owner: UUID
  /// The wall clock that dates gathers when they start and end.
  let now: @Sendable () -> Date
  /// The match versions this process last saw (ending a match checks it).
  let ledger: SnapshotLedger

  /// Inserts the gather, its team names and every player's team and number in one
  /// transaction; the line-up as one row (`PendingLineUpTable`), spread into
  /// `player_gathers` by the first change or read that needs it.
  func createGather(players: [GatherPlayer], teamNames: TeamNames)
    async throws(FootballGatherError) -> Gather
  {
    var seen: Set<Player.ID> = []
    for entry in players where !seen.insert(entry.player.id).inserted {
      throw FootballGatherError.invalidInput(
        "player \(entry.player.id) is listed twice; pick each player once")
    }
    let id = UUID()
    let createdAt = now()
    let gather = try database.write { db throws(FootballGatherError) in
      let ids = players.map(\.player.id)
      if let missing = try PlayerTable.firstNotOnRoster(ids, owner: owner, in: db) {
        throw .notFound("player \(missing)")
      }
      try GatherTable.insert(
        id: id, owner: owner, createdAt: createdAt, teamNames: teamNames, in: db)
      try PendingLineUpTable.insert(players, of: id, in: db)
      // What was just written, not read back (10,000 players on a league day): the
      // date as the store keeps it, the players as given, each just found on the roster.
      return Gather(
        id: id, createdAt: Date(timeIntervalSince1970: createdAt.timeIntervalSince1970),
        players: players, teamNames: teamNames)
    }
    // The match's snapshots can leave this line-up to the gather (`player_gathers`).
    ledger.rememberLineUp(players, of: id, owner: owner)
    return gather
  }

  func renameTeams(of id: Gather.ID, to teamNames: TeamNames) async throws(FootballGatherError) {
    try database.write { db throws(FootballGatherError) in
      guard try GatherTable.rename(id: id, owner: owner, to: teamNames, in: db) else {
        throw .notFound("gather \(id)")
      }
    }
  }

  func deleteGather(id: Gather.ID) async throws(FootballGatherError) {
    try database.write { db throws(FootballGatherError) in
      guard try GatherTable.delete(id: id, owner: owner, in: db) else {
        throw .notFound("gather \(id)")
      }
      try RatingEntryTable.catchUp(owner: owner, in: db)
    }
  }

  func allGathers() async throws(FootballGatherError) -> [Gather] {
    try database.read(withLineUpsOf: owner) { db throws(FootballGatherError) in
      try GatherTable.all(owner: owner, in: db)
    }
  }

  func historyPage(at positions: Range<Int>) async throws(FootballGatherError) -> GatherPage {
    try database.read { db throws(FootballGatherError) in
      try GatherTable.historyPage(positions, owner: owner, in: db)
    }
  }

  func ratedGathers() async throws(FootballGatherError) -> [Gather] {
    try database.read { db throws(FootballGatherError) in
      try GatherTable.rated(owner: owner, in: db)
    }
  }

  func gather(id: Gather.ID) async throws(FootballGatherError) -> Gather? {
    try database.read(withLineUpsOf: owner) { db throws(FootballGatherError) in
      try GatherTable.find(id: id, owner: owner, in: db)
    }
  }

  func scorerGoals() async throws(FootballGatherError) -> [ScorerGoals] {
    try database.read { db throws(FootballGatherError) in
      try GatherTable.scorerGoals(owner: owner, in: db)
    }
  }

  func gathers(playedBy playerID: Player.ID) async throws(FootballGatherError) -> [Gather] {
    try database.read(withLineUpsOf: owner) { db throws(FootballGatherError) in
      guard try PlayerTable.find(id: playerID, owner: owner, in: db) != nil else {
        throw .notFound("player \(playerID)")
      }
      return try GatherTable.all(owner: owner, playedBy: playerID, in: db)
    }
  }
}
