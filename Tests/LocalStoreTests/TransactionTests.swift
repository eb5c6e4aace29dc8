import Domain
import Foundation
import Testing

@testable import LocalStore

@Suite("Transactions")
struct TransactionTests {
  private let fixture: StoreFixture

  init() throws {
    fixture = try StoreFixture()
  }

  @Test("a failing statement rolls back everything before it in the transaction")
  func rollsBackOnFailure() async throws {
    let user = try await fixture.register("coach")
    let error = #expect(throws: FootballGatherError.self) {
      try fixture.store.database.write { db throws(FootballGatherError) in
        _ = try PlayerTable.insert(PlayerDraft(name: "First"), owner: user.id, in: db)
        _ = try PlayerTable.insert(PlayerDraft(name: "Second"), owner: user.id, in: db)
        try db.execute("INSERT INTO players (user_id, name) VALUES (?, ?)", [user.id, ""])
      }
    }
    #expect(error?.message.contains("CHECK constraint failed") == true)
    #expect(try await fixture.store.players(for: user).allPlayers().isEmpty)
  }

  @Test("createPlayers stores none of the drafts when a later one is refused")
  func createPlayersIsAllOrNothing() async throws {
    let players = fixture.store.players(for: try await fixture.register("coach"))
    let drafts = [PlayerDraft(name: "Ok"), PlayerDraft(name: "Also ok"), PlayerDraft(name: "")]
    let error = await #expect(throws: FootballGatherError.self) {
      try await players.createPlayers(drafts)
    }
    #expect(
      error?.storageText?.contains("CHECK constraint failed") == true,
      "\(String(describing: error))")
    #expect(try await players.allPlayers().isEmpty)
  }

  @Test("createGather with one foreign player stores no gather and no teams")
  func createGatherIsAllOrNothing() async throws {
    let user = try await fixture.register("coach")
    let mine = try await fixture.store.players(for: user).createPlayer(PlayerDraft(name: "Mine"))
    let gathers = fixture.store.gathers(for: user)
    let ghost = Player(id: mine.id + 100, name: "Ghost")
    await #expect(throws: FootballGatherError.notFound("player \(ghost.id)")) {
      try await gathers.createGather(players: [
        GatherPlayer(player: mine, team: .teamA), GatherPlayer(player: ghost, team: .teamB),
      ])
    }
    #expect(try await gathers.allGathers().isEmpty)
    let rows = try fixture.rawConnection().queryFirst("SELECT count(*) FROM player_gathers") {
      $0.int(0)
    }
    #expect(rows == 0)
  }

  @Test("the connection is out of its transaction after a rollback and keeps working")
  func recoversAfterRollback() async throws {
    #expect(throws: FootballGatherError.self) {
      try fixture.store.database.write { db throws(FootballGatherError) in
        try db.execute("INSERT INTO no_such_table VALUES (1)")
      }
    }
    let inTransaction = try fixture.store.database.write { db throws(FootballGatherError) in
      try SettingsTable.set("v", for: "k", in: db)
      return db.isInTransaction
    }
    #expect(inTransaction)
    let value = try fixture.store.database.read { db throws(FootballGatherError) in
      try SettingsTable.value(for: "k", in: db)
    }
    #expect(value == "v")
  }
}
