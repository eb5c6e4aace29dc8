import Domain
import Foundation
import Testing

@testable import LocalStore

/// Issue 36: the roster's size is counted once and kept while the file does not change, so
/// the list shown after `add` reads its rows and not the whole roster's index; players
/// added here move it on, and any other change, here or by another window, counts again.
@Suite("The roster count kept")
struct RosterCountTests {
  private let fixture: StoreFixture
  private let user: User
  private let players: any PlayerService

  init() async throws {
    let fixture = try StoreFixture()
    user = try await fixture.register("coach")
    players = fixture.store.players(for: user)
    _ = try await players.createPlayers(["Ann", "Bob", "Cy"].map { PlayerDraft(name: $0) })
    self.fixture = fixture
  }

  @Test("a player added moves the kept count on: the page after it does not count again")
  func addingMovesTheCountOn() async throws {
    #expect(try await players.rosterPage(0..<2).total == 3)
    _ = try await players.createPlayer(PlayerDraft(name: "Dee"))
    let before = try fixture.store.database.read { $0.statementsPrepared }
    let page = try await players.rosterPage(0..<50)
    let after = try fixture.store.database.read { $0.statementsPrepared }
    #expect(page.total == 4 && page.players.map(\.name) == ["Ann", "Bob", "Cy", "Dee"])
    // The first read's COMMIT, then BEGIN, the page, data_version, COMMIT, and the next
    // read's BEGIN: no count(*).
    #expect(after - before == 6)
    _ = try await players.createPlayers([PlayerDraft(name: "Eve"), PlayerDraft(name: "Fay")])
    #expect(try await players.rosterPage(0..<1).total == 6)
  }

  @Test("a delete, or a player added by another window, is counted afresh")
  func otherChangesAreCounted() async throws {
    let roster = try await players.rosterPage(0..<50)
    #expect(roster.total == 3)
    _ = try await players.deletePlayer(id: roster.players[0].id)
    #expect(try await players.rosterPage(0..<50).total == 2)
    let otherWindow = try StoreFixture.openStore(at: fixture.path)
    _ = try await otherWindow.players(for: user).createPlayer(PlayerDraft(name: "Gus"))
    #expect(try await players.rosterPage(0..<50).total == 3)
    _ = try await players.createPlayer(PlayerDraft(name: "Hal"))
    #expect(try await players.rosterPage(0..<50).total == 4)
    _ = try await otherWindow.players(for: user).createPlayers([PlayerDraft(name: "Ivo")])
    #expect(try await players.rosterPage(0..<50).total == 5)
  }
}
