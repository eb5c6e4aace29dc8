import Domain
import Testing

struct ScoreTypedTests {
  @Test(arguments: ["3-2", "3:2", "03-2"])
  func aScoreIsTwoWholeNumbers(text: String) {
    #expect(Score(typed: text) == Score(teamA: 3, teamB: 2))
  }

  @Test(arguments: ["-1-2", "1--2", "1-2-", "3", "3-", "-3", "a-b", "100-1", "1-2-3"])
  func anythingElseIsRefused(text: String) {
    #expect(Score(typed: text) == nil)
  }
}
