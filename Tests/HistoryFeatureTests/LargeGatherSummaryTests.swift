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

/// Top scorers keep a tie whole: four on one goal are four names, not three.
struct TopScorerTiesTests {
  static let squad = ["Zoë", "Ann", "Bob", "Cy", "Dee", "Eve"].enumerated().map {
    Player(id: $0.offset + 1, name: $0.element)
  }

  func history(goals perPlayer: [Int]) -> MatchHistory {
    let goals = zip(Self.squad, perPlayer).flatMap { player, count in
      Array(repeating: Goal(team: .teamA, scorerID: player.id), count: count)
    }
    let gather = Gather.ended(
      1, score: Score(teamA: goals.count, teamB: 0), goals: goals, teamA: Self.squad, teamB: [])
    return MatchHistory(gathers: [gather], players: Self.squad)
  }

  @Test func everyoneLevelWithTheThirdIsShown() {
    #expect(
      history(goals: [3, 2, 1, 1, 1, 1]).topScorersLine()
        == "Top scorers: Zoë 3, Ann 2, Bob 1, Cy 1, Dee 1, Eve 1")
    #expect(
      history(goals: [3, 2, 2, 1, 0, 0]).topScorersLine() == "Top scorers: Zoë 3, Ann 2, Bob 2")
  }

  @Test func aTieTooLongForTheLineSaysHowManyMore() {
    #expect(
      history(goals: [1, 1, 1, 1, 1, 1]).topScorersLine(showingAtMost: 4)
        == "Top scorers: Ann 1, Bob 1, Cy 1, Dee 1 and 2 more on 1")
  }
}
