import Domain
import Foundation
import LocalStore
import TestSupport
import Testing

/// The documented session `docs/examples/club-chat.txt` (issue 36): a club's spreadsheet
/// imported at the first try (its Phone and Level columns left out with one note, its
/// accentless names asked about), then Thursday's list pasted from the group chat (the
/// heading, the reserves and the ones out not picked, two of three unknown names added as
/// guests by number) and the teams shared. Its transcript is
/// `docs/examples/club-chat.transcript.txt`.
@MainActor
struct ClubChatSessionTests {
  /// The spreadsheet as the script names it, run from the repository's root.
  static let spreadsheet = "docs/examples/club-spreadsheet.csv"

  @Test func theDocumentedSessionPrintsItsTranscript() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    let examples = PlayerManagementSessionTests.examples
    let file = examples.appendingPathComponent("club-spreadsheet.csv").path
    let script = try String(
      contentsOf: examples.appendingPathComponent("club-chat.txt"), encoding: .utf8)
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).replacing(Self.spreadsheet, with: file)
    }
    let run = await app.run(
      lines.dropLast(lines.last == "" ? 1 : 0).map(TimedScript.Step.line), clock: TestClock())

    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    let output = run.output.replacing(file, with: Self.spreadsheet)
    let transcript = try String(
      contentsOf: examples.appendingPathComponent("club-chat.transcript.txt"), encoding: .utf8)
    if output != transcript {  // the actual transcript, to read the difference and adopt it
      try? output.write(toFile: "/tmp/club-chat.actual.txt", atomically: true, encoding: .utf8)
    }
    #expect(output == transcript, "actual transcript: /tmp/club-chat.actual.txt")

    let players = try await roster(of: "coach", in: app.openStore())
    #expect(
      players.map(\.name) == [
        "Zoë Martin", "José Álvarez", "Ann Lee", "Bob Stone", "Liam Moss", "Will Hart",
        "Carl Park", "Sam Reed", "Yann Le Gall", "Pete Grant",
      ])
    #expect(players[0].favouriteTeam == "Arsenal" && players[0].position == .winger)
    #expect(players[1].position == nil)
  }
}
