import Domain
import Foundation
import Testing

@Suite("Reopening the file")
struct PersistenceTests {
  private let fixture: StoreFixture

  init() throws {
    fixture = try StoreFixture()
  }

  @Test("accounts, players and gathers are still there after reopening")
  func keepsData() async throws {
    let user = try await fixture.register("coach", password: "pa55")
    let players = try await fixture.store.players(for: user).createPlayers([
      PlayerDraft(name: "Ana", age: 20, skill: .amateur, position: .winger, favouriteTeam: "Porto"),
      PlayerDraft(name: "Bo"),
    ])
    let gathers = fixture.store.gathers(for: user)
    let gather = try await gathers.createGather(players: [
      GatherPlayer(player: players[0], team: .teamA),
      GatherPlayer(player: players[1], team: .teamB),
    ])
    let ended = try await fixture.store.matchResults(for: user).endGather(
      id: gather.id, score: Score(teamA: 2, teamB: 2), goals: [])

    try fixture.reopen()

    let session = try await fixture.store.auth.logIn(
      Credentials(username: "coach", password: "pa55"))
    #expect(session.user == user)
    #expect(try await fixture.store.players(for: user).allPlayers() == players)
    #expect(try await fixture.store.gathers(for: user).allGathers() == [ended])
    #expect(ended.outcome == .draw)
  }

  @Test("player ids are not reused after a delete")
  func neverReusesIDs() async throws {
    let user = try await fixture.register("coach")
    let last = try await fixture.store.players(for: user).createPlayer(PlayerDraft(name: "Last"))
    try await fixture.store.players(for: user).deletePlayer(id: last.id)
    try fixture.reopen()
    let next = try await fixture.store.players(for: user).createPlayer(PlayerDraft(name: "Next"))
    #expect(next.id > last.id)
  }

  @Test("the store creates missing parent folders")
  func createsFolders() throws {
    #expect(FileManager.default.fileExists(atPath: fixture.path))
    #expect(fixture.store.path == fixture.path)
  }
}
