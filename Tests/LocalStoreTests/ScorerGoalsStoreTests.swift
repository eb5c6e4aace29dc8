import Domain
import Foundation
import Testing

@testable import LocalStore

/// History's "Top scorers" from one query: the same goals the records rule counts over
/// every loaded gather, named by the roster (or the latest gather, once archived).
@Suite("Scorers as a query")
struct ScorerGoalsStoreTests {
  private let coach: StoreCoach

  init() async throws {
    coach = try await StoreCoach(players: ["Ana", "Bo", "Cy", "Di", "Eve"])
  }

  /// A gather of the first players on `teams`, ended with `goals`; with `swapping`, the
  /// first and third swap teams in minute 7.
  private func play(_ teams: [Team], swapping: Bool = false, goals: ([Player]) -> [Goal])
    async throws
  {
    coach.fixture.clock.advance(by: .seconds(86_400))
    let gather = try await coach.gathers.createGather(
      players: zip(coach.players, teams).map { GatherPlayer(player: $0, team: $1) })
    var match = Match(gather: gather)
    try match.timer.start(at: .zero)
    if swapping { try match.change(.swap(first: 1, second: 3), at: .seconds(400)) }
    let scored = goals(coach.players)
    _ = try await coach.results.endGather(
      id: gather.id, score: Score(goals: scored), goals: scored,
      lineUp: swapping ? match.playedLineUp : nil)
  }

  @Test("goals count as records count them: own goals, the Bench and moved players included")
  func sameAsTheRecordsRule() async throws {
    let (a, b) = (Team.teamA, Team.teamB)
    // Ana and Bo score for A; Cy scores an own goal (for A); Eve on the Bench "scores".
    try await play([a, a, b, b, .bench]) { p in
      [
        Goal(team: a, scorerID: p[0].id), Goal(team: a, scorerID: p[1].id),
        Goal(team: a, scorerID: p[2].id), Goal(team: b, scorerID: p[4].id),
        Goal(team: b, scorerID: p[3].id),
      ]
    }
    // Ana and Cy swap during the match: Ana's goal for A and Cy's for B count although
    // each is kept on the other team; Di's goal for A is an own goal.
    try await play([a, a, b, b], swapping: true) { p in
      [
        Goal(team: a, scorerID: p[0].id), Goal(team: b, scorerID: p[2].id),
        Goal(team: a, scorerID: p[3].id),
      ]
    }
    // A gather still in progress counts nothing.
    _ = try await coach.gathers.createGather(
      players: [GatherPlayer(player: coach.players[0], team: a)])
    let gathers = try await coach.gathers.allGathers()
    let expected = PlayerRecord.records(over: gathers).values.filter { $0.goals > 0 }
      .map { ($0.playerID, $0.goals) }.sorted { $0.0 < $1.0 }
    let scorers = try await coach.gathers.scorerGoals()
    #expect(scorers.map { [$0.playerID, $0.goals] } == expected.map { [$0.0, $0.1] })
    #expect(scorers.map(\.name) == ["Ana", "Bo", "Cy", "Di"])
  }

  @Test("a renamed player is named by the roster; an archived one by their latest gather")
  func names() async throws {
    try await play([.teamA, .teamB]) { p in
      [Goal(team: .teamA, scorerID: p[0].id), Goal(team: .teamB, scorerID: p[1].id)]
    }
    let roster = coach.roster
    var ana = coach.players[0]
    ana.name = "Ana Maria"
    try await roster.updatePlayer(ana)
    _ = try await roster.deletePlayer(id: coach.players[1].id)
    let scorers = try await coach.gathers.scorerGoals()
    #expect(scorers.map(\.name) == ["Ana Maria", "Bo"])
    #expect(scorers.map(\.goals) == [1, 1])
  }
}
