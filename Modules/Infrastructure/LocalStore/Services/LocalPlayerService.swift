import Domain
import Foundation

/// One user's roster in the store. Every statement is scoped to `owner`, so another user's
/// players are neither seen nor changed: their ids answer `.notFound`.
struct LocalPlayerService: PlayerService {
  let database: Database
  let owner: UUID
  /// The wall clock that dates archiving.
  let now: @Sendable () -> Date

  func allPlayers() async throws(FootballGatherError) -> [Player] {
    try database.read { db throws(FootballGatherError) in
      try PlayerTable.all(owner: owner, in: db)
    }
  }

  /// The page and the count in one read transaction, so they agree; the count is the one
  /// kept from the last while the file has not changed but by players added here.
  func rosterPage(_ positions: Range<Int>) async throws(FootballGatherError) -> RosterPage {
    try database.read { db throws(FootballGatherError) in
      let players = try PlayerTable.page(positions, owner: owner, in: db)
      let total = try database.rosterCounts.count(of: owner, in: db) {
        () throws(FootballGatherError) in try PlayerTable.count(owner: owner, in: db)
      }
      return RosterPage(offset: positions.lowerBound, players: players, total: total)
    }
  }

  func players(nameContaining text: String, limit: Int) async throws(FootballGatherError)
    -> PlayerMatches
  {
    try database.read { db throws(FootballGatherError) in
      try PlayerTable.matches(text, limit: limit, owner: owner, in: db)
    }
  }

  func player(id: Player.ID) async throws(FootballGatherError) -> Player {
    try database.read { db throws(FootballGatherError) in
      guard let player = try PlayerTable.findOnRoster(id: id, owner: owner, in: db) else {
        throw .notFound("player \(id)")
      }
      return player
    }
  }

  func createPlayer(_ draft: PlayerDraft) async throws(FootballGatherError) -> Player {
    try inserting { db throws(FootballGatherError) in
      [try PlayerTable.insert(draft, owner: owner, in: db)]
    }[0]
  }

  /// All drafts in one transaction: if one cannot be stored, none is.
  func createPlayers(_ drafts: [PlayerDraft]) async throws(FootballGatherError) -> [Player] {
    try inserting { db throws(FootballGatherError) in
      try PlayerTable.insert(drafts, owner: owner, in: db)
    }
  }

  /// Runs `insert` in a write transaction, then moves the kept roster count on by the
  /// players it added.
  private func inserting(
    _ insert: (SQLiteConnection) throws(FootballGatherError) -> [Player]
  ) throws(FootballGatherError) -> [Player] {
    let counts = database.rosterCounts
    return try database.write(
      { db throws(FootballGatherError) in
        let before = try RosterCounts.Stamp(db)
        let players = try insert(db)
        return (players, before, try RosterCounts.Stamp(db))
      },
      committed: { counts.added($0.0.count, to: owner, from: $0.1, to: $0.2) }
    ).0
  }

  func updatePlayer(_ player: Player) async throws(FootballGatherError) {
    try database.write { db throws(FootballGatherError) in
      guard try PlayerTable.update(player, owner: owner, in: db) else {
        throw .notFound("player \(player.id)")
      }
    }
  }

  /// A player in any gather (ended or in progress) is archived, in the same transaction
  /// that counts their gathers (a match's line-up spread first); anyone else is deleted.
  @discardableResult
  func deletePlayer(id: Player.ID) async throws(FootballGatherError) -> PlayerRemoval {
    let date = now()
    return try database.write(withLineUpsOf: owner) { db throws(FootballGatherError) in
      guard try PlayerTable.findOnRoster(id: id, owner: owner, in: db) != nil else {
        throw .notFound("player \(id)")
      }
      let gathers = try GatherPlayerTable.count(playerID: id, in: db)
      guard gathers > 0 else {
        _ = try PlayerTable.delete(id: id, owner: owner, in: db)
        return .deleted
      }
      _ = try PlayerTable.setArchived(id: id, at: date, owner: owner, in: db)
      return .archived(gathers: gathers)
    }
  }

  /// None: a player who played is archived, so every gather keeps them.
  func gathersLosing(playerID: Player.ID) async throws(FootballGatherError) -> Int { 0 }

  func archivedPlayers() async throws(FootballGatherError) -> [Player] {
    try database.read { db throws(FootballGatherError) in
      try PlayerTable.archived(owner: owner, in: db)
    }
  }

  @discardableResult
  func restorePlayer(id: Player.ID) async throws(FootballGatherError) -> Player {
    try database.write { db throws(FootballGatherError) in
      guard try PlayerTable.setArchived(id: id, at: nil, owner: owner, in: db),
        let player = try PlayerTable.find(id: id, owner: owner, in: db)
      else { throw .notFound("archived player \(id)") }
      return player
    }
  }

  func namesakes(of name: String) async throws(FootballGatherError) -> [PlayerMatches.Match] {
    try database.read { db throws(FootballGatherError) in
      try PlayerTable.namesakes(of: name, owner: owner, in: db)
    }
  }

  func rosterNames(among names: [String]) async throws(FootballGatherError) -> [String] {
    try database.read { db throws(FootballGatherError) in
      try PlayerTable.names(among: names, owner: owner, in: db)
    }
  }
}
