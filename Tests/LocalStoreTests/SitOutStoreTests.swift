import Domain
import Foundation
import TestSupport
import Testing

@testable import LocalStore

/// Who sat out (issue 22, item 6): a player left on the Bench when the gather starts is
/// kept with it, on the Bench with their number, through the end of the match (which
/// writes only the teams) and a restart; the records and ratings count no game for them.
@Suite("Who sat out")
struct SitOutStoreTests {
  private let coach: StoreCoach

  init() async throws {
    coach = try await StoreCoach(players: ["Ana", "Bo", "Cy", "Di", "Eve"])
  }

  @Test("the Bench at the start is kept through the end and a restart, and plays no game")
  func theBenchIsKept() async throws {
    let teams: [Team] = [.teamA, .teamA, .teamB, .teamB, .bench]
    let gather = try await coach.gathers.createGather(
      players: zip(coach.players, teams).enumerated().map {
        GatherPlayer(player: $1.0, team: $1.1, number: $0 + 1)
      })
    let match = Match(gather: gather)
    #expect(match.lineUp.map(\.player.name) == ["Ana", "Bo", "Cy", "Di"])
    let ended = try await coach.results.endGather(
      id: gather.id, score: Score(teamA: 1, teamB: 0), goals: [], lineUp: match.playedLineUp)
    try coach.fixture.reopen()
    let gathers = try await coach.gathers.allGathers()
    #expect(gathers == [ended])
    let kept = gathers.first?.players.map {
      "\($0.player.name) \($0.team?.displayName ?? "-") \($0.number ?? 0)"
    }
    #expect(kept == ["Ana Team A 1", "Bo Team A 2", "Cy Team B 3", "Di Team B 4", "Eve Bench 5"])
    let page = try await coach.gathers.historyPage(at: 0..<10)
    #expect(page.gathers.first?.players == gathers.first?.players)
    let eve = coach.players[4].id
    #expect(PlayerRecord.records(over: gathers)[eve] == nil)
    #expect(RatingBook(gathers: gathers).games(of: eve) == 0)
    #expect(RatingBook(gathers: gathers).games(of: coach.players[0].id) == 1)
  }
}
