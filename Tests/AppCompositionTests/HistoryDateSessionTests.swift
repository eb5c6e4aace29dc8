import Domain
import Testing

/// History's `edit N date YYYY-MM-DD` moves a past gather to another day (same time of
/// day), asked first; the list and `records since` follow; on both backends (the web
/// service has no dates: remote mode keeps the day locally, as for every gather).
@MainActor
@Suite
struct HistoryDateSessionTests {
  @Test(arguments: BothBackends.allCases)
  func aGatherMovedToAnotherDayCountsFromThatDay(backend: BothBackends) async throws {
    let run = try await backend.run(
      HistoryMoreCorrectionsSessionTests.entered + [
        "edit 1 date 2026-11-31", "edit 1 date 2026-11-07", "y", "records since 2026-11-10",
        "edit 1 date 2026-11-07",
      ], roster: HistoryMoreCorrectionsSessionTests.roster)
    #expect(run.output.contains("error: there is no day 2026-11-31; type a day of the calendar\n"))
    #expect(
      run.output.contains(
        "Move the gather of 2026-11-14 12:00 to 2026-11-07 12:00? [y/n] y\n"
          + "Moved the gather of 2026-11-14 12:00 to 2026-11-07 12:00.\n"))
    #expect(run.output.contains("  1  2026-11-07 12:00  2-1    Team A\n"))
    let records = try #require(
      run.output.components(separatedBy: "history> records since 2026-11-10").last)
    #expect(!records.contains("Ann "))
    #expect(run.output.contains("the gather of 2026-11-07 12:00 is already on that day.\n"))
  }

  @Test func noKeepsTheDay() async throws {
    let run = try await BothBackends.local.run(
      HistoryMoreCorrectionsSessionTests.entered + ["edit 1 date 2026-11-07", "n", "list"],
      roster: HistoryMoreCorrectionsSessionTests.roster)
    #expect(run.output.contains("Kept the gather of 2026-11-14 12:00 as it was.\n"))
    #expect(!run.output.contains("2026-11-07 12:00  2-1"))
  }
}
