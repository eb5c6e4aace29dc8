import Domain
import Foundation
import Testing

@testable import HistoryFeature

/// A gather whose teams were renamed reads with those names in the list, the detail and
/// the correction screen; older gathers read "Team A" and "Team B".
struct TeamNamesHistoryTests {
  let formatter = HistoryPresenter.Formatter(formatDate: { _ in "day 1" })

  var renamed: Gather {
    var gather = Gather.ended(
      1, score: Score(teamA: 1, teamB: 2),
      goals: [
        Goal(team: .teamA, scorerID: 1, minute: 3), Goal(team: .teamB, minute: 5),
        Goal(team: .teamB, scorerID: 1, minute: 9),
      ])
    gather.teamNames = TeamNames(teamA: "Bibs", teamB: "Skins")
    return gather
  }

  @Test func theListShowsTheWinnerAndTheLineUpsByName() {
    let list = formatter.list(MatchHistory(gathers: [renamed], players: [.ann, .bob]))
    #expect(list.rows.map(\.winner) == ["Skins"])
    #expect(
      list.rows.map(\.summary) == ["Bibs: Ann  Skins: Bob  Goals: Ann 3', Skins 5', Ann (og) 9'"])
  }

  @Test func theDetailShowsTheNamesInTheScoreTheLineUpsAndTheGoals() {
    #expect(
      formatter.detail(renamed).lines == [
        "Score: Bibs 1-2 Skins, winner: Skins", "Bibs: Ann", "Skins: Bob", "Goals:",
        "  3' Bibs, Ann", "  5' Skins", "  9' Skins, Ann (own goal)",
      ])
  }

  @Test func correctingShowsTheNamesWithTheLettersTheCommandsTake() {
    let editing = formatter.editing(renamed, number: 1)
    #expect(editing.title == "Correcting the gather of day 1: Bibs 1-2 Skins")
    #expect(editing.lines.prefix(2) == ["Bibs (a): 1 Ann", "Skins (b): 2 Bob"])
    #expect(
      formatter.refusal(.scorerNotInTeam(scorer: "Ann", team: .teamB), names: renamed.teamNames)
        == "Ann did not play for Skins; type 'og' for an own goal")
    #expect(
      formatter.refusal(.ownGoalByOwnPlayer(team: .teamA), names: renamed.teamNames)
        == "an own goal for Bibs is scored by a Skins player")
  }

  @Test func aGatherFromBeforeNamesReadsTeamAAndTeamB() {
    let old = Gather.ended(1, score: Score(teamA: 2, teamB: 0))
    #expect(formatter.detail(old).lines.first == "Score: Team A 2-0 Team B, winner: Team A")
    #expect(
      formatter.list(MatchHistory(gathers: [old], players: [])).rows.map(\.summary) == [
        "A: Ann  B: Bob  Goals: none"
      ])
  }
}
