import Domain
import Testing

@testable import HistoryFeature

/// The corrections `edit N` applies to an ended gather's goal log.
struct GatherCorrectionTests {
  /// A 2-1 gather whose web-service score came without a goal log.
  let withoutLog = Gather.ended(1, score: Score(teamA: 2, teamB: 1))

  @Test func aScoreWithoutAGoalLogIsNumberedAsGoalsWithoutAScorer() throws {
    #expect(
      GatherCorrection.goals(of: withoutLog)
        == [Goal(team: .teamA), Goal(team: .teamA), Goal(team: .teamB)])
    let goals = try GatherCorrection.goal(.teamB, player: 2, ownGoal: false)
      .goals(correcting: withoutLog)
    #expect(Score(goals: goals) == Score(teamA: 2, teamB: 2))
    #expect(goals.last == Goal(team: .teamB, scorerID: Player.bob.id))
  }

  @Test func removeAndScoreKeepTheScoreTheSumOfTheGoals() throws {
    let removed = try GatherCorrection.remove(goal: 1).goals(correcting: withoutLog)
    #expect(Score(goals: removed) == Score(teamA: 1, teamB: 1))
    let set = try GatherCorrection.score(Score(teamA: 0, teamB: 4)).goals(correcting: withoutLog)
    #expect(Score(goals: set) == Score(teamA: 0, teamB: 4))
  }

  @Test func aScorerOfTheWrongTeamOrAMissingPlayerIsRefused() {
    #expect(throws: GatherCorrection.Refusal.scorerNotInTeam(scorer: "Ann", team: .teamB)) {
      try GatherCorrection.goal(.teamB, player: 1, ownGoal: false).goals(correcting: withoutLog)
    }
    #expect(throws: GatherCorrection.Refusal.noPlayer(number: 5, count: 2)) {
      try GatherCorrection.goal(.teamA, player: 5, ownGoal: false).goals(correcting: withoutLog)
    }
    #expect(throws: GatherCorrection.Refusal.ownGoalByOwnPlayer(team: .teamA)) {
      try GatherCorrection.goal(.teamA, player: 1, ownGoal: true).goals(correcting: withoutLog)
    }
  }
}
