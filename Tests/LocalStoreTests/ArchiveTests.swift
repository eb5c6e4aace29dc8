import Domain
import Foundation
import Testing

@testable import LocalStore

/// Players who played are archived, never erased from the past; the rest are deleted.
@Suite("Archive")
struct ArchiveTests {
  private let coach: StoreCoach

  init() async throws {
    coach = try await StoreCoach(players: ["Ana", "Bo", "Cy"])
  }

  private func playedGather() async throws -> Gather {
    let gather = try await coach.gathers.createGather(players: [
      GatherPlayer(player: coach.players[0], team: .teamA),
      GatherPlayer(player: coach.players[1], team: .teamB),
    ])
    return try await coach.results.endGather(
      id: gather.id, score: Score(teamA: 1, teamB: 0),
      goals: [Goal(team: .teamA, scorerID: coach.players[0].id, minute: 3)])
  }

  @Test("deleting a player who played archives them; the gather keeps them and their goal")
  func archivesAPlayerWhoPlayed() async throws {
    let ended = try await playedGather()
    #expect(try await coach.roster.deletePlayer(id: coach.players[0].id) == .archived(gathers: 1))
    #expect(try await coach.roster.allPlayers().map(\.name) == ["Bo", "Cy"])
    #expect(try await coach.roster.archivedPlayers().map(\.name) == ["Ana"])
    #expect(try await coach.gathers.allGathers() == [ended])
    #expect(try await coach.gathers.gathers(playedBy: coach.players[0].id).count == 1)
  }

  @Test("a player who never played is deleted for good")
  func deletesAPlayerWhoNeverPlayed() async throws {
    _ = try await playedGather()
    #expect(try await coach.roster.deletePlayer(id: coach.players[2].id) == .deleted)
    #expect(try await coach.roster.archivedPlayers().isEmpty)
    #expect(try await coach.roster.allPlayers().map(\.name) == ["Ana", "Bo"])
    await #expect(throws: FootballGatherError.notFound("archived player \(coach.players[2].id)")) {
      try await coach.roster.restorePlayer(id: coach.players[2].id)
    }
  }

  @Test("an archived player can be restored once, and cannot join a new gather until then")
  func restores() async throws {
    _ = try await playedGather()
    try await coach.roster.deletePlayer(id: coach.players[0].id)
    await #expect(throws: FootballGatherError.notFound("player \(coach.players[0].id)")) {
      try await coach.gathers.createGather(players: [
        GatherPlayer(player: coach.players[0], team: .teamA)
      ])
    }
    await #expect(throws: FootballGatherError.notFound("player \(coach.players[0].id)")) {
      try await coach.roster.deletePlayer(id: coach.players[0].id)
    }
    #expect(try await coach.roster.restorePlayer(id: coach.players[0].id) == coach.players[0])
    #expect(try await coach.roster.allPlayers().map(\.name) == ["Ana", "Bo", "Cy"])
    await #expect(throws: FootballGatherError.notFound("archived player \(coach.players[0].id)")) {
      try await coach.roster.restorePlayer(id: coach.players[0].id)
    }
  }

  @Test("a line-up keeps the name each player had when the gather started")
  func keepsTheNameOfThatDay() async throws {
    _ = try await playedGather()
    var renamed = coach.players[0]
    renamed.name = "Ana Maria"
    try await coach.roster.updatePlayer(renamed)
    let names = try await coach.gathers.allGathers().first?.players.map(\.player.name)
    #expect(names == ["Ana", "Bo"])
  }

  @Test("a match in progress survives deleting its scorer: it still ends with the goal")
  func aMatchInProgressSurvivesDeletingItsScorer() async throws {
    let gather = try await coach.gathers.createGather(players: [
      GatherPlayer(player: coach.players[0], team: .teamA),
      GatherPlayer(player: coach.players[1], team: .teamB),
    ])
    #expect(try await coach.roster.deletePlayer(id: coach.players[0].id) == .archived(gathers: 1))
    let ended = try await coach.results.endGather(
      id: gather.id, score: Score(teamA: 1, teamB: 0),
      goals: [Goal(team: .teamA, scorerID: coach.players[0].id, minute: 1)])
    #expect(ended.goals == [Goal(team: .teamA, scorerID: coach.players[0].id, minute: 1)])
    #expect(ended.players.map(\.player.name) == ["Ana", "Bo"])
  }

  @Test("the database refuses to erase a player from a gather, even by raw SQL")
  func theSchemaRefusesTheCascade() async throws {
    _ = try await playedGather()
    let db = try coach.fixture.rawConnection()
    try db.enableForeignKeys()
    #expect(throws: FootballGatherError.self) {
      try db.execute("DELETE FROM players WHERE id = ?", [coach.players[0].id])
    }
  }
}
