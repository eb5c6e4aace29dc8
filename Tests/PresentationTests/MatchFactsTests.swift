import Domain
import Presentation
import TestSupport
import Testing

/// The values a presentation role is handed instead of the match (VIP's responses): each
/// sentence takes them, and its `Match`-taking entry point reads them from the match.
struct MatchFactsTests {
  @Test func aSentenceReadsFromValuesAloneWhatItReadsFromTheMatch() throws {
    var match = Match(gather: .fixture)
    try match.timer.start(at: .zero)
    let goal = try match.recordGoal(
      for: .teamA, scorer: match.player(numbered: 1), ownGoal: false, at: .seconds(150))
    let entry = GoalEntry(goal, in: match)
    #expect(entry == GoalEntry(minute: 3, team: .teamA, scorer: "Ann"))
    #expect(
      GatherText.scored(entry, score: match.score, names: match.teamNames)
        == "Goal! 3' Team A, Ann. Team A 1-0 Team B")
    #expect(GatherText.scored(goal, in: match) == "Goal! 3' Team A, Ann. Team A 1-0 Team B")
    let status = MatchStatus(match: match, remaining: .seconds(450))
    let facts = MatchFacts(status)
    #expect(facts.places.map(\.number) == [1, 2, 3, 4] && facts.goals == [entry])
    #expect(facts.timer.isRunning && facts.timer.remaining == .seconds(450))
    #expect(GatherText.content(of: facts) == GatherText.content(of: status))
    #expect(GatherText.endQuestion(facts) == "End the gather at Team A 1-0 Team B with 07:30 left?")
  }
}
