import Domain
import Foundation
import Testing

struct GatherTests {
  @Test func theOutcomeFollowsTheScore() {
    #expect(Outcome(score: Score(teamA: 2, teamB: 1)) == .win(.teamA))
    #expect(Outcome(score: Score(teamA: 0, teamB: 3)) == .win(.teamB))
    #expect(Outcome(score: Score(teamA: 1, teamB: 1)) == .draw)
  }

  @Test func winnerNamesAreTheWebServicesWords() {
    #expect(Outcome.win(.teamA).winnerTeamName == "Team A")
    #expect(Outcome.win(.teamB).winnerTeamName == "Team B")
    #expect(Outcome.draw.winnerTeamName == "None")
  }

  @Test func scoresAreWrittenAndParsedAsAMinusB() {
    #expect(Score(teamA: 2, teamB: 1).description == "2-1")
    #expect(Score(parsing: "10-0") == Score(teamA: 10, teamB: 0))
    #expect(Score(parsing: "2:1") == nil)
    #expect(Score(parsing: "-1-2") == nil)
  }

  @Test func aScoreIsNeverNegative() {
    #expect(Score(teamA: -1, teamB: 2) == Score(teamA: 0, teamB: 2))
  }

  @Test func aGatherWithoutAScoreHasNoOutcomeYet() {
    #expect(Gather(id: UUID()).outcome == nil)
    #expect(Gather(id: UUID(), score: Score(teamA: 1, teamB: 1)).outcome == .draw)
  }

  @Test func errorsReadAsSentences() {
    #expect(FootballGatherError.invalidCredentials.message == "wrong username or password")
    #expect(FootballGatherError.notFound("player 3").message == "player 3 was not found")
  }
}

struct CredentialsTests {
  @Test func printingCredentialsNeverShowsThePassword() {
    let credentials = Credentials(username: "alice", password: "hunter2")
    #expect(!"\(credentials)".contains("hunter2"))
    #expect(!String(reflecting: credentials).contains("hunter2"))
  }
}
