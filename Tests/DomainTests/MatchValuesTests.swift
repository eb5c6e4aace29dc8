import Domain
import Foundation
import Testing

struct MatchValuesTests {
  let ann = Player(id: 1, name: "Ann")
  let bob = Player(id: 2, name: "Bob")

  func gather(_ score: Score?, annOn team: Team?, goals: [Goal] = []) -> Gather {
    Gather(
      id: UUID(),
      players: [GatherPlayer(player: ann, team: team), GatherPlayer(player: bob, team: .teamB)],
      score: score, goals: goals)
  }

  @Test func aGoalLogAddsUpToItsScore() {
    let goals = [Goal(team: .teamA), Goal(team: .teamB, scorerID: 2), Goal(team: .teamA)]
    #expect(Score(goals: goals) == Score(teamA: 2, teamB: 1))
    #expect(Score(goals: []) == Score())
  }

  @Test func aRecordCountsOnlyEndedGathersTheyPlayedIn() {
    let gathers = [
      gather(Score(teamA: 2, teamB: 1), annOn: .teamA, goals: [Goal(team: .teamA, scorerID: 1)]),
      gather(Score(teamA: 0, teamB: 3), annOn: .teamA),
      gather(Score(teamA: 1, teamB: 1), annOn: .teamA, goals: [Goal(team: .teamA, scorerID: 1)]),
      gather(nil, annOn: .teamA),
      gather(Score(teamA: 1, teamB: 0), annOn: nil),
    ]
    #expect(
      PlayerRecord(playerID: 1, gathers: gathers)
        == PlayerRecord(playerID: 1, played: 4, won: 1, drawn: 1, lost: 1, goals: 2))
    #expect(PlayerRecord(playerID: 9, gathers: gathers) == PlayerRecord(playerID: 9))
  }

  @Test func aDrawCountsForAPlayerWhoseTeamIsUnknownAndAWinOrLossDoesNot() {
    let gathers = [
      gather(Score(teamA: 2, teamB: 2), annOn: nil), gather(Score(teamA: 0, teamB: 1), annOn: nil),
    ]
    #expect(
      PlayerRecord(playerID: 1, gathers: gathers) == PlayerRecord(playerID: 1, played: 2, drawn: 1))
  }

  @Test func everyRecordAtOnceCountsLineUpsAndOnlyTheGoalsOfPlayersInTheLineUp() {
    let gathers = [
      gather(
        Score(teamA: 1, teamB: 2), annOn: .teamA,
        goals: [
          Goal(team: .teamA, scorerID: 1), Goal(team: .teamB, scorerID: 2),
          Goal(team: .teamB, scorerID: 7),
        ]),
      gather(Score(teamA: 0, teamB: 0), annOn: .teamB, goals: []),
      gather(nil, annOn: .teamA, goals: [Goal(team: .teamA, scorerID: 1)]),
    ]
    let records = PlayerRecord.records(over: gathers)
    #expect(records.count == 2)
    #expect(records[1] == PlayerRecord(playerID: 1, played: 2, drawn: 1, lost: 1, goals: 1))
    #expect(records[2] == PlayerRecord(playerID: 2, played: 2, won: 1, drawn: 1, goals: 1))
    #expect(records[7] == nil)
  }

  @Test func aSnapshotSurvivesJSON() throws {
    let snapshot = MatchSnapshot(
      gatherID: UUID(), players: [GatherPlayer(player: ann, team: .teamA)],
      goals: [Goal(team: .teamA, scorerID: 1, minute: 12)],
      timer: MatchTimerState(
        plan: MatchPlan(periods: 2, periodSeconds: 1_500, breakSeconds: 300), stage: 2,
        remainingMilliseconds: 61_250, wasRunning: true))
    let decoded = try JSONDecoder().decode(
      MatchSnapshot.self, from: JSONEncoder().encode(snapshot))
    #expect(decoded == snapshot)
    #expect(decoded.score == Score(teamA: 1, teamB: 0))
    #expect(MatchPlan.standard == MatchPlan(periods: 1, periodSeconds: 600, breakSeconds: 0))
  }
}
