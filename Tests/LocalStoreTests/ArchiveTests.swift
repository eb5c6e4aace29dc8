import Domain
import Foundation
import Testing

@testable import LocalStore

/// Players who played are archived, never erased from the past; the rest are deleted.
@Suite("Archive")
struct ArchiveTests {
  private let fixture: StoreFixture
  private let players: any PlayerService
  private let gathers: any GatherService
  private let results: any MatchResultService
  private let roster: [Player]

  init() async throws {
    fixture = try StoreFixture()
    let user = try await fixture.register("coach")
    players = fixture.store.players(for: user)
    gathers = fixture.store.gathers(for: user)
    results = fixture.store.matchResults(for: user)
    roster = try await players.createPlayers(["Ana", "Bo", "Cy"].map { PlayerDraft(name: $0) })
  }

  private func playedGather() async throws -> Gather {
    let gather = try await gathers.createGather(players: [
      GatherPlayer(player: roster[0], team: .teamA), GatherPlayer(player: roster[1], team: .teamB),
    ])
    return try await results.endGather(
      id: gather.id, score: Score(teamA: 1, teamB: 0),
      goals: [Goal(team: .teamA, scorerID: roster[0].id, minute: 3)])
  }

  @Test("deleting a player who played archives them; the gather keeps them and their goal")
  func archivesAPlayerWhoPlayed() async throws {
    let ended = try await playedGather()
    #expect(try await players.deletePlayer(id: roster[0].id) == .archived(gathers: 1))
    #expect(try await players.allPlayers().map(\.name) == ["Bo", "Cy"])
    #expect(try await players.archivedPlayers().map(\.name) == ["Ana"])
    #expect(try await gathers.allGathers() == [ended])
    #expect(try await gathers.gathers(playedBy: roster[0].id).count == 1)
  }

  @Test("a player who never played is deleted for good")
  func deletesAPlayerWhoNeverPlayed() async throws {
    _ = try await playedGather()
    #expect(try await players.deletePlayer(id: roster[2].id) == .deleted)
    #expect(try await players.archivedPlayers().isEmpty)
    #expect(try await players.allPlayers().map(\.name) == ["Ana", "Bo"])
    await #expect(throws: FootballGatherError.notFound("archived player \(roster[2].id)")) {
      try await players.restorePlayer(id: roster[2].id)
    }
  }

  @Test("an archived player can be restored once, and cannot join a new gather until then")
  func restores() async throws {
    _ = try await playedGather()
    try await players.deletePlayer(id: roster[0].id)
    await #expect(throws: FootballGatherError.notFound("player \(roster[0].id)")) {
      try await gathers.createGather(players: [GatherPlayer(player: roster[0], team: .teamA)])
    }
    await #expect(throws: FootballGatherError.notFound("player \(roster[0].id)")) {
      try await players.deletePlayer(id: roster[0].id)
    }
    #expect(try await players.restorePlayer(id: roster[0].id) == roster[0])
    #expect(try await players.allPlayers().map(\.name) == ["Ana", "Bo", "Cy"])
    await #expect(throws: FootballGatherError.notFound("archived player \(roster[0].id)")) {
      try await players.restorePlayer(id: roster[0].id)
    }
  }

  @Test("a line-up keeps the name each player had when the gather started")
  func keepsTheNameOfThatDay() async throws {
    _ = try await playedGather()
    var renamed = roster[0]
    renamed.name = "Ana Maria"
    try await players.updatePlayer(renamed)
    let names = try await gathers.allGathers().first?.players.map(\.player.name)
    #expect(names == ["Ana", "Bo"])
  }

  @Test("a match in progress survives deleting its scorer: it still ends with the goal")
  func aMatchInProgressSurvivesDeletingItsScorer() async throws {
    let gather = try await gathers.createGather(players: [
      GatherPlayer(player: roster[0], team: .teamA), GatherPlayer(player: roster[1], team: .teamB),
    ])
    #expect(try await players.deletePlayer(id: roster[0].id) == .archived(gathers: 1))
    let ended = try await results.endGather(
      id: gather.id, score: Score(teamA: 1, teamB: 0),
      goals: [Goal(team: .teamA, scorerID: roster[0].id, minute: 1)])
    #expect(ended.goals == [Goal(team: .teamA, scorerID: roster[0].id, minute: 1)])
    #expect(ended.players.map(\.player.name) == ["Ana", "Bo"])
  }

  @Test("the database refuses to erase a player from a gather, even by raw SQL")
  func theSchemaRefusesTheCascade() async throws {
    _ = try await playedGather()
    let db = try fixture.rawConnection()
    try db.enableForeignKeys()
    #expect(throws: FootballGatherError.self) {
      try db.execute("DELETE FROM players WHERE id = ?", [roster[0].id])
    }
  }
}
