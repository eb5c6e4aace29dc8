import Domain
import Foundation
import Testing

@testable import LocalStore

/// What an import asks the store before adding players: which of the file's names the
/// roster already has, ignoring case (also outside ASCII), in one query, and many players
/// added with one statement.
@Suite("Roster names and bulk adds")
struct RosterNamesTests {
  private let fixture: StoreFixture
  private let players: any PlayerService

  init() async throws {
    let fixture = try StoreFixture()
    let user = try await fixture.register("coach")
    players = fixture.store.players(for: user)
    self.fixture = fixture
  }

  @Test("the roster's names that repeat a file's names, ignoring case, archived ones left out")
  func repeatedNames() async throws {
    let added = try await players.createPlayers(
      ["Ann", "Éric Müller", "Bob", "Old Timer"].map { PlayerDraft(name: $0) })
    _ = try await fixture.store.gathers(
      for: fixture.store.auth.logIn(
        Credentials(username: "coach", password: "correct horse")
      ).user
    ).createGather(players: [GatherPlayer(player: added[3], team: .teamA)])
    #expect(try await players.deletePlayer(id: added[3].id) == .archived(gathers: 1))
    let found = try await players.rosterNames(
      among: ["ANN", "éric müller", "Carl", "old timer", "ann"])
    #expect(found.sorted() == ["Ann", "Éric Müller"])
    #expect(try await players.rosterNames(among: []).isEmpty)
  }

  @Test("accents are ignored both ways: a file's Zoë repeats the roster's Zoe, and its zoe Zoë")
  func accentsAreIgnoredBothWays() async throws {
    _ = try await players.createPlayers(
      ["Zoe Martin", "José Álvarez", " Kit "].map { PlayerDraft(name: $0) })
    let found = try await players.rosterNames(among: ["ZOË MARTIN", "jose alvarez", "kit"])
    #expect(found.sorted() == ["José Álvarez", "Zoe Martin", " Kit "].sorted())
  }

  @Test("a thousand names are one query, and a thousand players one insert statement")
  func oneQueryAndOneStatement() async throws {
    let drafts = (1...1_000).map { PlayerDraft(name: "Player \($0)") }
    let inserted = try await statements {
      _ = try await players.createPlayers(drafts)
    }
    var found: [String] = []
    let looked = try await statements {
      found = try await players.rosterNames(among: drafts.map(\.name))
    }
    #expect(found.count == 1_000)
    // BEGIN and COMMIT of the call, the counting reads' COMMIT before it and BEGIN after;
    // the insert also reads `PRAGMA data_version` before and after (the kept roster count).
    #expect(inserted - 6 == 1 && looked - 4 == 1)
    #expect(try await players.rosterPage(0..<1_000).players.map(\.name) == drafts.map(\.name))
  }

  /// How many statements the store prepared while `work` ran.
  private func statements(_ work: () async throws -> Void) async throws -> Int {
    let before = try fixture.store.database.read { $0.statementsPrepared }
    try await work()
    let after = try fixture.store.database.read { $0.statementsPrepared }
    return after - before
  }
}
