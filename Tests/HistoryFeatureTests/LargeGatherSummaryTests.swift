import Domain
import Testing

@testable import HistoryFeature

/// A gather of thousands keeps its line in the history list short; `show N` lists everyone.
struct LargeGatherSummaryTests {
  @Test func aTeamOfMoreThanTwelveEndsWithHowManyMore() {
    let formatter = HistoryPresenter.Formatter(formatDate: dayFormat)
    let teamA = (1...5000).map { Player(id: $0, name: "A\($0)") }
    let teamB = (5001...5012).map { Player(id: $0, name: "B\($0)") }
    let gather = Gather.ended(1, score: Score(), teamA: teamA, teamB: teamB)
    let summary = formatter.summary(of: gather)
    let listedA = (1...12).map { "A\($0)" }.joined(separator: ", ")
    let listedB = (5001...5012).map { "B\($0)" }.joined(separator: ", ")
    #expect(summary == "A: \(listedA) and 4988 more  B: \(listedB)  Goals: none")
  }

  @Test func moreThanTwelveGoalsEndWithHowManyMore() {
    let formatter = HistoryPresenter.Formatter(formatDate: dayFormat)
    var gather = Gather.ended(1, score: Score(teamA: 30, teamB: 0))
    gather.goals = Array(repeating: Goal(team: .teamA), count: 30)
    let summary = formatter.summary(of: gather)
    let listed = Array(repeating: "Team A", count: 12).joined(separator: ", ")
    #expect(summary.hasSuffix("Goals: \(listed) and 18 more"))
  }
}
