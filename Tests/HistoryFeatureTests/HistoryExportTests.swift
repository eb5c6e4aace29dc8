import Domain
import TestSupport
import Testing

@testable import HistoryFeature

/// `export csv|json [FILE]` on History: every ended gather, all of it or nothing. The
/// formats themselves are Infrastructure's (`HistoryFileCodecTests` in RosterFilesTests).
struct HistoryExportTests {
  let files = InMemoryTextFiles()
  let gathers = FakeGatherService()

  var interactor: HistoryInteractor {
    HistoryInteractor(
      gatherService: gathers, playerService: FakePlayerService(), resultService: gathers,
      files: files, codec: ListingHistoryCodec())
  }

  @Test func theCodecGetsTheEndedGathersNewestFirstAndItsTextIsWrittenWhole() async throws {
    let text = try await interactor.export(MatchHistory.fixture, as: .csv, to: "history.csv")
    #expect(files["history.csv"] == text)
    #expect(text == "CSV\nday 2\nday 1\n")
  }

  @Test func withoutAFileTheTextIsOnlyAnswered() async throws {
    let text = try await interactor.export(MatchHistory.fixture, as: .json, to: nil)
    #expect(files["history.json"] == nil)
    #expect(text == "JSON\nday 2\nday 1\n")
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
