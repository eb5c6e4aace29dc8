import Domain
import Foundation
import TestSupport
import Testing

@testable import LocalStore

@Suite("Gathers")
struct GatherServiceTests {
  private let match: Match

  init() async throws {
    match = try await Match()
  }

  /// A store with one user, four players and that user's gather service.
  private struct Match {
    let fixture: StoreFixture
    let players: [Player]
    let gathers: any GatherService
    let results: any MatchResultService

    init() async throws {
      fixture = try StoreFixture()
      let user = try await fixture.register("coach")
      players = try await fixture.store.players(for: user).createPlayers(
        ["Ana", "Bo", "Cy", "Di"].map { PlayerDraft(name: $0) })
      gathers = fixture.store.gathers(for: user)
      results = fixture.store.matchResults(for: user)
    }

    func lineUp(_ teams: [Team?]) -> [GatherPlayer] {
      zip(players, teams).map { GatherPlayer(player: $0, team: $1) }
    }
  }

  @Test("a new gather has its players on their teams, a start date and no score")
  func creates() async throws {
    let lineUp = match.lineUp([.teamA, .teamB, .bench, nil])
    let gather = try await match.gathers.createGather(players: lineUp)
    #expect(gather.players == lineUp)
    #expect(gather.createdAt == TestClock.startDate)
    #expect(gather.endedAt == nil && gather.score == nil && gather.outcome == nil)
    #expect(try await match.gathers.allGathers() == [gather])
  }

  @Test("a gather keeps its team names and each player's number, and renaming is kept")
  func keepsTeamNamesAndNumbers() async throws {
    let lineUp = [
      GatherPlayer(player: match.players[0], team: .teamA, number: 1),
      GatherPlayer(player: match.players[2], team: .teamB, number: 3),
    ]
    let names = try TeamNames.standard.renaming(.teamA, to: "Bibs")
    let gather = try await match.gathers.createGather(players: lineUp, teamNames: names)
    #expect(gather.teamNames == names && gather.players == lineUp)
    let renamed = try names.renaming(.teamB, to: "Skins")
    try await match.gathers.renameTeams(of: gather.id, to: renamed)
    await #expect(throws: FootballGatherError.notFound("gather \(FakeGatherService.id(9))")) {
      try await match.gathers.renameTeams(of: FakeGatherService.id(9), to: renamed)
    }
    try match.fixture.reopen()
    let user = try await match.fixture.store.auth.logIn(
      Credentials(username: "coach", password: "correct horse")
    ).user
    let stored = try await match.fixture.store.gathers(for: user).allGathers()
    #expect(stored.map(\.teamNames) == [renamed])
    #expect(stored.first?.players.map(\.number) == [1, 3])
  }

  @Test("ending a gather stores the score, the winner and the end time")
  func ends() async throws {
    let gather = try await match.gathers.createGather(players: match.lineUp([.teamA, .teamB]))
    match.fixture.clock.advance(by: .seconds(600))
    let ended = try await match.results.endGather(
      id: gather.id, score: Score(teamA: 1, teamB: 3), goals: [])
    #expect(ended.score == Score(teamA: 1, teamB: 3))
    #expect(ended.outcome == .win(.teamB))
    #expect(ended.endedAt == TestClock.startDate.addingTimeInterval(600))
    #expect(ended.players == gather.players)
    let row = try match.fixture.rawConnection().queryFirst(
      "SELECT score, winner_team FROM gathers"
    ) { [$0.text(0), $0.text(1)] }
    #expect(row == ["1-3", "Team B"])
  }

  @Test(
    "the winner column follows the web service's words",
    arguments: [(2, 1, "Team A"), (0, 4, "Team B"), (2, 2, "None")])
  func winnerNames(teamA: Int, teamB: Int, expected: String) async throws {
    let gather = try await match.gathers.createGather(players: match.lineUp([.teamA, .teamB]))
    _ = try await match.results.endGather(
      id: gather.id, score: Score(teamA: teamA, teamB: teamB), goals: [])
    let winner = try match.fixture.rawConnection().queryFirst("SELECT winner_team FROM gathers") {
      $0.text(0)
    }
    #expect(winner == expected)
  }

  @Test("gathers are listed newest first, also per player")
  func listsNewestFirst() async throws {
    let first = try await match.gathers.createGather(players: match.lineUp([.teamA, .teamB]))
    match.fixture.clock.advance(by: .seconds(3_600))
    let second = try await match.gathers.createGather(players: match.lineUp([nil, .teamA, .teamB]))
    let third = try await match.gathers.createGather(players: match.lineUp([.teamB, .teamA]))
    #expect(try await match.gathers.allGathers().map(\.id) == [third.id, second.id, first.id])
    let cysGathers = try await match.gathers.gathers(playedBy: match.players[2].id)
    #expect(cysGathers == [second])
    #expect(try await match.gathers.gathers(playedBy: match.players[3].id).isEmpty)
  }

  @Test("a deleted gather is gone; its players stay on the roster")
  func deletes() async throws {
    let gather = try await match.gathers.createGather(players: match.lineUp([.teamA, .teamB]))
    try await match.gathers.deleteGather(id: gather.id)
    #expect(try await match.gathers.allGathers().isEmpty)
    await #expect(throws: FootballGatherError.notFound("gather \(gather.id)")) {
      try await match.gathers.deleteGather(id: gather.id)
    }
    #expect(try await match.gathers.gathers(playedBy: match.players[0].id).isEmpty)
  }

  @Test("unknown gathers and players are not found; a player listed twice is refused")
  func refusesBadInput() async throws {
    let unknown = UUID()
    await #expect(throws: FootballGatherError.notFound("gather \(unknown)")) {
      try await match.results.endGather(id: unknown, score: Score(), goals: [])
    }
    await #expect(throws: FootballGatherError.notFound("player 999")) {
      try await match.gathers.gathers(playedBy: 999)
    }
    let twice = match.lineUp([.teamA]) + match.lineUp([.teamB])
    await #expect(throws: FootballGatherError.self) {
      try await match.gathers.createGather(players: twice)
    }
    #expect(try await match.gathers.allGathers().isEmpty)
  }
}
