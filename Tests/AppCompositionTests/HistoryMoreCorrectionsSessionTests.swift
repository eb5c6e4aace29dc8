import Domain
import Testing

/// History's `edit N` corrects a past gather's goal minutes, scorers and team names, asks
/// first, and refuses a minute that would put the goals out of order; on both backends
/// (the web service has no goals or team names: remote mode keeps them locally, as it
/// keeps a gather entered with `add`).
@MainActor
@Suite
struct HistoryMoreCorrectionsSessionTests {
  static let roster = ["Ann", "Bob", "Cy", "Dee"].map { PlayerDraft(name: $0) }
  /// History `add`: Ann and Bob against Cy and Dee on 2026-11-14, 2-1, Ann, Dee, Ann.
  static let entered = ["history", "add", "2026-11-14", "1 2", "3 4", "2:1", "1 4 1", "y"]

  @Test(arguments: BothBackends.allCases)
  func minutesScorersAndTeamNamesAreCorrected(backend: BothBackends) async throws {
    let run = try await backend.run(
      Self.entered + [
        "edit 1", "edit 1 minute 1 10", "y", "edit 1 minute 2 5", "edit 1 minute 2 30", "y",
        "edit 1 minute 3 20", "edit 1 minute 3 200", "edit 1 scorer 3 2", "y",
        "edit 1 scorer 2 1", "edit 1 name a Bibs", "y", "edit 1 name b", "show 1",
        "records goals",
      ], roster: Self.roster)
    #expect(
      run.output.contains(
        "Also 'edit 1 minute G M', 'edit 1 scorer G P', 'edit 1 name a|b NAME'.\n"))
    #expect(
      run.output.contains(
        "Change the goals of the gather of 2026-11-14 12:00 (score stays 2-1)? [y/n] y\n"))
    #expect(
      run.output.contains(
        "error: goal 2 in minute 5 would come before goal 1 (10'); goals stay in the order "
          + "they were scored\n"))
    #expect(
      run.output.contains(
        "error: goal 3 in minute 20 would come before goal 2 (30'); goals stay in the order "
          + "they were scored\n"))
    #expect(
      run.output.contains(
        "error: type 'edit N minute G M': goal G (as 'edit N' numbers it) in minute M, 1 to 120\n"))
    #expect(run.output.contains("error: Ann did not play for Team B\n"))
    #expect(
      run.output.contains(
        "Call Team A of the gather of 2026-11-14 12:00 Bibs? [y/n] y\n"
          + "Team A of the gather of 2026-11-14 12:00 is now called Bibs.\n"))
    #expect(run.output.contains("Team B is already called Team B.\n"))
    let shown = try #require(run.output.components(separatedBy: "history> show 1").last)
    #expect(shown.contains("Bibs: Ann, Bob\n"))
    #expect(shown.contains("Goals:\n  10' Bibs, Ann\n  30' Team B, Dee\n  -- Bibs, Bob\n"))
    #expect(!run.output.contains("Kept the gather"))
  }

  @Test func noKeepsTheNamesAndTheEndOfInputKeepsTheMinutes() async throws {
    let run = try await BothBackends.local.run(
      Self.entered + ["edit 1 name a Bibs", "n", "edit 1 minute 1 10"], roster: Self.roster)
    #expect(
      run.output.contains(
        "Call Team A of the gather of 2026-11-14 12:00 Bibs? [y/n] n\n"
          + "Kept the gather of 2026-11-14 12:00 as it was.\n"))
    #expect(
      run.output.contains(
        "(score stays 2-1)? [y/n] \nKept the gather of 2026-11-14 12:00 as it was.\n"))
    #expect(!run.output.contains("is now called"))
  }
}
