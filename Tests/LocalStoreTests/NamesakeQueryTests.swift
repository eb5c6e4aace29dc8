import Domain
import Foundation
import Testing

@testable import LocalStore

/// `namesakes(of:)` asked of SQLite answers as the rule does over the whole roster: any
/// case, accents folded, ends trimmed, with roster positions that skip archived players.
@Suite("Namesakes found by a query")
struct NamesakeQueryTests {
  private let fixture: StoreFixture
  private let players: any PlayerService

  init() async throws {
    fixture = try StoreFixture()
    let user = try await fixture.register("coach")
    players = fixture.store.players(for: user)
  }

  /// The rule over the roster as the app reads it: what the query must answer.
  private func byTheRule(_ name: String) async throws -> [PlayerMatches.Match] {
    let key = NameKey(name)
    return try await players.allPlayers().enumerated()
      .filter { NameKey($0.element.name) == key }
      .map { PlayerMatches.Match(position: $0.offset, player: $0.element) }
  }

  @Test("case, accents and spaces are ignored; positions count only the roster")
  func sameAsTheRule() async throws {
    let roster = try await players.createPlayers(
      [
        "Ann", "José", "Bo", "ANN", "Jose", "Zoë", "ann smith", "Anne", "  ann", "JOSÉ",
        "Müller", "Zoe",
      ].map { PlayerDraft(name: $0) })
    let gather = try await fixture.store.gathers(for: fixture.register("other")).allGathers()
    #expect(gather.isEmpty)
    // Bo played, then left: archived, so the players after him move up one place.
    let user = try await fixture.store.auth.logIn(
      Credentials(username: "coach", password: "correct horse")
    ).user
    _ = try await fixture.store.gathers(for: user).createGather(players: [
      GatherPlayer(player: roster[2], team: .teamA)
    ])
    #expect(try await players.deletePlayer(id: roster[2].id) == .archived(gathers: 1))
    for name in ["ann", "Ann ", "jose", "JOSE", "zoe", "muller", "ANN SMITH", "nobody", "Bo"] {
      let found = try await players.namesakes(of: name)
      #expect(found == (try await byTheRule(name)), "\(name)")
    }
    #expect(try await players.namesakes(of: "ann").map(\.position) == [0, 2, 7])
    #expect(try await players.namesakes(of: "Bo").isEmpty)
  }
}
