import Domain
import Foundation
import TestSupport
import Testing

/// The documented season (`docs/examples/season.txt`): three Saturdays with the club, the
/// first two entered afterwards from History (one of them corrected), the third picked from
/// a pasted sign-up list (an unknown name added as a guest) and played here with a latecomer
/// who comes on as a substitute; a player entered twice is merged. Its transcript is
/// `docs/examples/season.transcript.txt`, dated at `AppHarness.now` (UTC), balanced with
/// seed 7.
@MainActor
struct SeasonSessionTests {
  @Test func theDocumentedSeasonPrintsItsTranscript() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    let script = try String(
      contentsOf: PlayerManagementSessionTests.examples.appendingPathComponent("season.txt"),
      encoding: .utf8)
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let run = await app.run(
      lines.dropLast(lines.last == "" ? 1 : 0).map(TimedScript.Step.line), clock: TestClock())

    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    let transcript = try String(
      contentsOf: PlayerManagementSessionTests.examples.appendingPathComponent(
        "season.transcript.txt"), encoding: .utf8)
    if run.output != transcript {  // the actual transcript, to read the difference and adopt it
      try? run.output.write(toFile: "/tmp/season.actual.txt", atomically: true, encoding: .utf8)
    }
    #expect(run.output == transcript, "actual transcript: /tmp/season.actual.txt")

    let store = try app.openStore()
    let coach = try await store.auth.logIn(Credentials(username: "coach", password: "secret-pw"))
    let gathers = try await store.gathers(for: coach.user).allGathers()
    #expect(gathers.count == 3)
    #expect(try await store.players(for: coach.user).allPlayers().count == 10)
  }
}
