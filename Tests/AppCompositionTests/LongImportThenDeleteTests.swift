import Foundation
import Testing

/// An import too long to print again says what changed instead of reprinting the roster;
/// the numbers typed next are read against the roster as it now is. (`delete 3` after
/// importing 10,000 players into an empty roster answered "there is no player to choose":
/// the list had not been told the roster's new length.)
@MainActor
struct LongImportThenDeleteTests {
  @Test func aNumberTypedAfterALongImportNamesAnImportedPlayer() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    let file = app.directory.path("roster.csv")
    let rows = (1...60).map { String(format: "Player %02d", $0) }
    try (["name"] + rows).joined(separator: "\n").write(
      toFile: file, atomically: true, encoding: .utf8)

    let run = await app.run([
      "register", "alice", "s3cret-pw", "s3cret-pw", "import \(file)", "delete 3", "n",
      "show 60", "back", "quit",
    ])

    #expect(run.output.contains("Imported 60 players from \(file)."))
    #expect(run.output.contains("60 players on the roster; 'list' shows them."))
    #expect(run.output.contains("Delete Player 03? [y/n]"))
    #expect(!run.output.contains("there is no player"))
    #expect(run.output.contains("Player 60"))
  }
}
