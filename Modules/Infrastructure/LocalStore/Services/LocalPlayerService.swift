import Domain
import Foundation

/// One user's roster in the store. Every statement is scoped to `owner`, so another user's
/// players are neither seen nor changed: their ids answer `.notFound`.
struct LocalPlayerService: PlayerService {
  let database: Database
  let owner: UUID

  func allPlayers() async throws(FootballGatherError) -> [Player] {
    try database.read { db throws(FootballGatherError) in
      try PlayerTable.all(owner: owner, in: db)
    }
  }

  func createPlayer(_ draft: PlayerDraft) async throws(FootballGatherError) -> Player {
    try database.write { db throws(FootballGatherError) in
      try PlayerTable.insert(draft, owner: owner, in: db)
    }
  }

  /// All drafts in one transaction: if one cannot be stored, none is.
  func createPlayers(_ drafts: [PlayerDraft]) async throws(FootballGatherError) -> [Player] {
    try database.write { db throws(FootballGatherError) in
      try drafts.map { draft throws(FootballGatherError) in
        try PlayerTable.insert(draft, owner: owner, in: db)
      }
    }
  }

  func updatePlayer(_ player: Player) async throws(FootballGatherError) {
    try database.write { db throws(FootballGatherError) in
      guard try PlayerTable.update(player, owner: owner, in: db) else {
        throw .notFound("player \(player.id)")
      }
    }
  }

  func deletePlayer(id: Player.ID) async throws(FootballGatherError) {
    try database.write { db throws(FootballGatherError) in
      guard try PlayerTable.delete(id: id, owner: owner, in: db) else {
        throw .notFound("player \(id)")
      }
    }
  }
}
