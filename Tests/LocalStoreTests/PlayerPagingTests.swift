import Domain
import Foundation
import Testing

@testable import LocalStore

/// A page of the roster costs a page: rows by position, the count, and name searches,
/// archived players left out and positions as on the whole roster.
@Suite("Player pages")
struct PlayerPagingTests {
  private let coach: StoreCoach

  init() async throws {
    coach = try await StoreCoach(
      drafts: (1...120).map { PlayerDraft(name: $0 % 40 == 7 ? "Zed \($0)" : "P\($0)") })
  }

  @Test("a page is the players at those positions, with the roster's length")
  func pagesByPosition() async throws {
    let page = try await coach.roster.rosterPage(50..<100)
    #expect(page.total == 120)
    #expect(page.offset == 50)
    #expect(page.players == Array(coach.players[50..<100]))
    #expect(try await coach.roster.rosterPage(110..<160).players == Array(coach.players[110...]))
    #expect(try await coach.roster.rosterPage(200..<250).players.isEmpty)
  }

  @Test("an archived player leaves the pages and the count; positions close up")
  func archivedPlayersAreNotOnAPage() async throws {
    _ = try await coach.gathers.createGather(players: [
      GatherPlayer(player: coach.players[0], team: .teamA)
    ])
    #expect(try await coach.roster.deletePlayer(id: coach.players[0].id) == .archived(gathers: 1))
    let page = try await coach.roster.rosterPage(0..<2)
    #expect(page.total == 119)
    #expect(page.players == [coach.players[1], coach.players[2]])
  }

  @Test("find matches any case, numbers each match by its position, counts them all")
  func findsByName() async throws {
    let found = try await coach.roster.players(nameContaining: "zED", limit: 2)
    #expect(found.total == 3)
    #expect(found.matches.map(\.position) == [6, 46])
    #expect(found.matches.map(\.player) == [coach.players[6], coach.players[46]])
    #expect(try await coach.roster.players(nameContaining: "nobody", limit: 50).total == 0)
  }
}
