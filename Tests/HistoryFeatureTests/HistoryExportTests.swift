import Domain
import TestSupport
import Testing

@testable import HistoryFeature

/// `export csv|json [FILE]` on History: every ended gather, all of it or nothing.
struct HistoryExportTests {
  let files = InMemoryTextFiles()
  let gathers = FakeGatherService()

  var interactor: HistoryInteractor {
    HistoryInteractor(
      gatherService: gathers, playerService: FakePlayerService(), resultService: gathers,
      files: files)
  }

  @Test func csvHasAHeaderAndOneRowPerEndedGatherWithLineUpsScoreWinnerAndGoals() async throws {
    var history = MatchHistory.fixture
    var renamed = Gather.ended(
      1, score: Score(teamA: 1, teamB: 0), goals: [Goal(team: .teamA, scorerID: 2)],
      teamA: [.ann, .cy], teamB: [Player(id: 2, name: "=Bob, \"B\"")])
    renamed.teamNames = TeamNames(teamA: "Bibs", teamB: "Team B")
    history = history.replacing(renamed)
    let text = try await interactor.export(history, as: .csv, to: "history.csv")
    #expect(files["history.csv"] == text)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines == [
        "date,ended,score,winner,team_a_name,team_a,team_b_name,team_b,goals",
        "1970-01-03T00:00:00Z,1970-01-03T00:10:00Z,2-1,Team A,Team A,Ann,Team B,Bob,"
          + "Team A Ann 3'; Team B Bob 7'; Team A",
        "1970-01-02T00:00:00Z,1970-01-02T00:10:00Z,1-0,Bibs,Bibs,Ann; Cy,Team B,"
          + #""'=Bob, ""B""","Bibs =Bob, ""B"" (own goal)""#,
        "",
      ])
  }

  @Test func jsonListsEveryGatherWithItsGoalsAndOwnGoals() async throws {
    let text = try await interactor.export(MatchHistory.fixture, as: .json, to: nil)
    #expect(files["history.json"] == nil)
    #expect(text.hasPrefix("[\n  {\n    \"date\" : \"1970-01-03T00:00:00Z\""))
    #expect(text.contains("\"scorer\" : \"Ann\""))
    #expect(text.contains("\"ownGoal\" : false"))
    #expect(text.contains("\"winner\" : \"Draw\""))
  }

  @Test func aFileThatCannotBeWrittenIsOneErrorAndNothingIsWritten() async {
    await #expect(
      throws: FootballGatherError.storage("cannot write '/read-only/h.csv': permission denied")
    ) {
      try await interactor.export(MatchHistory.fixture, as: .csv, to: "/read-only/h.csv")
    }
    #expect(files["/read-only/h.csv"] == nil)
  }
}
