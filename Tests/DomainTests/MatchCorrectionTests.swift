import Domain
import Foundation
import Testing

/// Own goals, removing any goal and setting the score directly.
struct MatchCorrectionTests {
  let match = Match(gather: .fixture)

  @Test func anOwnGoalCountsForTheTeamAndNamesThePlayerOfTheOtherTeam() throws {
    var match = match
    let goal = try match.recordGoal(for: .teamA, scorer: .cy, ownGoal: true, at: .zero)
    #expect(goal == Goal(team: .teamA, scorerID: Player.cy.id))
    #expect(match.score == Score(teamA: 1, teamB: 0))
    #expect(match.scorerName(of: goal) == "Cy (own goal)")
    #expect(throws: FootballGatherError.self) {
      try match.recordGoal(for: .teamA, scorer: .ann, ownGoal: true, at: .zero)
    }
    #expect(match.goals.count == 1)
  }

  @Test func anyGoalCanBeRemovedByItsNumber() throws {
    var match = match
    _ = try match.recordGoal(for: .teamA, scorer: .bob, at: .zero)
    _ = try match.recordGoal(for: .teamB, scorer: .dee, at: .zero)
    _ = try match.recordGoal(for: .teamA, scorer: nil, at: .zero)
    #expect(try match.removeGoal(number: 1) == Goal(team: .teamA, scorerID: Player.bob.id))
    #expect(match.goals == [Goal(team: .teamB, scorerID: Player.dee.id), Goal(team: .teamA)])
    #expect(
      throws: FootballGatherError.invalidInput(
        "there is no goal 3; choose a number from 1 to 2")
    ) { try match.removeGoal(number: 3) }
  }

  @Test func settingTheScoreAddsOrRemovesGoalsWithoutAScorer() throws {
    var match = match
    _ = try match.recordGoal(for: .teamA, scorer: .bob, at: .zero)
    try match.setScore(Score(teamA: 3, teamB: 2))
    #expect(match.score == Score(teamA: 3, teamB: 2))
    #expect(match.goals.first == Goal(team: .teamA, scorerID: Player.bob.id))
    try match.setScore(Score(teamA: 1, teamB: 0))
    #expect(match.goals == [Goal(team: .teamA, scorerID: Player.bob.id)])
    #expect(
      throws: FootballGatherError.invalidInput(
        "Team A has 1 goal with a scorer, more than 0; remove one of them first")
    ) { try match.setScore(Score()) }
    #expect(match.score == Score(teamA: 1, teamB: 0))
  }

  @Test func anOwnGoalIsNotTheScorersGoalInTheRecords() {
    let gather = Gather(
      id: Gather.fixture.id, players: Gather.fixture.players, score: Score(teamA: 1, teamB: 1),
      goals: [
        Goal(team: .teamA, scorerID: Player.cy.id), Goal(team: .teamB, scorerID: Player.cy.id),
      ])
    let records = PlayerRecord.records(over: [gather])
    #expect(records[Player.cy.id]?.goals == 1)
    #expect(records[Player.cy.id]?.drawn == 1)
  }
}
