import Domain
import Foundation
import Testing

@Suite("Isolation between users")
struct IsolationTests {
  private let fixture: StoreFixture

  init() throws {
    fixture = try StoreFixture()
  }

  @Test("a user neither sees nor changes another user's players")
  func playersAreIsolated() async throws {
    let ana = fixture.store.players(for: try await fixture.register("ana"))
    let bob = fixture.store.players(for: try await fixture.register("bob"))
    let anas = try await ana.createPlayer(PlayerDraft(name: "Ana's keeper"))
    let bobs = try await bob.createPlayer(PlayerDraft(name: "Bob's striker"))

    #expect(try await ana.allPlayers() == [anas])
    #expect(try await bob.allPlayers() == [bobs])
    let missing = FootballGatherError.notFound("player \(anas.id)")
    await #expect(throws: missing) {
      try await bob.updatePlayer(Player(id: anas.id, name: "Stolen"))
    }
    await #expect(throws: missing) { try await bob.deletePlayer(id: anas.id) }
    #expect(try await ana.allPlayers() == [anas])
  }

  @Test("a user cannot put, end, delete or look up another user's gathers or players")
  func gathersAreIsolated() async throws {
    let anaUser = try await fixture.register("ana")
    let bobUser = try await fixture.register("bob")
    let anasPlayer = try await fixture.store.players(for: anaUser).createPlayer(
      PlayerDraft(name: "Ana's keeper"))
    let ana = fixture.store.gathers(for: anaUser)
    let bob = fixture.store.gathers(for: bobUser)
    let gather = try await ana.createGather(players: [
      GatherPlayer(player: anasPlayer, team: .teamA)
    ])

    #expect(try await bob.allGathers().isEmpty)
    await #expect(throws: FootballGatherError.notFound("player \(anasPlayer.id)")) {
      try await bob.createGather(players: [GatherPlayer(player: anasPlayer, team: .teamB)])
    }
    await #expect(throws: FootballGatherError.notFound("player \(anasPlayer.id)")) {
      try await bob.gathers(playedBy: anasPlayer.id)
    }
    let missing = FootballGatherError.notFound("gather \(gather.id)")
    await #expect(throws: missing) {
      try await fixture.store.matchResults(for: bobUser).endGather(
        id: gather.id, score: Score(), goals: [])
    }
    await #expect(throws: missing) { try await bob.deleteGather(id: gather.id) }
    #expect(try await bob.allGathers().isEmpty)
    #expect(try await ana.allGathers() == [gather])
  }
}
