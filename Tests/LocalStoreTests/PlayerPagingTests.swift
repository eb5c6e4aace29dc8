import Domain
import Foundation
import Testing

@testable import LocalStore

/// A page of the roster costs a page: rows by position, the count, and name searches,
/// archived players left out and positions as on the whole roster.
@Suite("Player pages")
struct PlayerPagingTests {
  private let fixture: StoreFixture
  private let players: any PlayerService
  private let gathers: any GatherService
  private let roster: [Player]

  init() async throws {
    fixture = try StoreFixture()
    let user = try await fixture.register("coach")
    players = fixture.store.players(for: user)
    gathers = fixture.store.gathers(for: user)
    roster = try await players.createPlayers(
      (1...120).map { PlayerDraft(name: $0 % 40 == 7 ? "Zed \($0)" : "P\($0)") })
  }

  @Test("a page is the players at those positions, with the roster's length")
  func pagesByPosition() async throws {
    let page = try await players.rosterPage(50..<100)
    #expect(page.total == 120)
    #expect(page.offset == 50)
    #expect(page.players == Array(roster[50..<100]))
    #expect(try await players.rosterPage(110..<160).players == Array(roster[110...]))
    #expect(try await players.rosterPage(200..<250).players.isEmpty)
  }

  @Test("an archived player leaves the pages and the count; positions close up")
  func archivedPlayersAreNotOnAPage() async throws {
    _ = try await gathers.createGather(players: [GatherPlayer(player: roster[0], team: .teamA)])
    #expect(try await players.deletePlayer(id: roster[0].id) == .archived(gathers: 1))
    let page = try await players.rosterPage(0..<2)
    #expect(page.total == 119)
    #expect(page.players == [roster[1], roster[2]])
  }

  @Test("find matches any case, numbers each match by its position, counts them all")
  func findsByName() async throws {
    let found = try await players.players(nameContaining: "zED", limit: 2)
    #expect(found.total == 3)
    #expect(found.matches.map(\.position) == [6, 46])
    #expect(found.matches.map(\.player) == [roster[6], roster[46]])
    #expect(try await players.players(nameContaining: "nobody", limit: 50).total == 0)
  }
}
