import Domain
import Testing

/// The tutorial's module in the app: History's `attendance` opens the attendance screen
/// over the history; `done` comes back to it; on both backends.
@MainActor
@Suite
struct AttendanceSessionTests {
  @Test(arguments: BothBackends.allCases)
  func attendanceCountsTheEndedGathersAndComesBackToTheHistory(backend: BothBackends)
    async throws
  {
    let run = try await backend.run(
      HistoryMoreCorrectionsSessionTests.entered + [
        "attendance", "top 0", "top 2", "done", "list",
      ], roster: HistoryMoreCorrectionsSessionTests.roster)
    #expect(
      run.output.contains(
        "Attendance\nOf 1 gather ended:\n1. Ann: 1\n2. Bob: 1\n3. Cy: 1\n4. Dee: 1\n"))
    #expect(run.output.contains("attendance> top 0\nerror: "))
    #expect(
      run.output.contains(
        "attendance> top 2\n\nAttendance\nOf 1 gather ended:\n1. Ann: 1\n2. Bob: 1\nCommands:"))
    let after = try #require(run.output.components(separatedBy: "attendance> done").last)
    #expect(after.contains("history> list"))
    #expect(after.contains("  1  2026-11-14 12:00  2-1    Team A\n"))
  }
}
