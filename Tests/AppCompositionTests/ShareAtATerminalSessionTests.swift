import AppComposition
import Domain
import LineUI
import Synchronization
import TestSupport
import Testing

/// Issue 36: `share` at a terminal narrower than the teams wrote them broken and indented
/// ("…Yann Le Gall,⏎  Pete Grant"), and that is what was pasted into the group chat. The
/// teams screen's `share` and History's `share N` write whole lines at a terminal too.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ShareAtATerminalSessionTests {
  @Test func sharedTeamsAndResultsAreWholeLinesAtANarrowTerminal() async throws {
    let app = try await AppHarness.seeded(players: [
      PlayerDraft(name: "Zoë Martin"), PlayerDraft(name: "Ann Lee"),
      PlayerDraft(name: "Yann Le Gall"), PlayerDraft(name: "Pete Grant"),
      PlayerDraft(name: "José Álvarez"),
    ])
    defer { app.directory.remove() }
    let screen = NarrowTerminal(columns: 40)
    let keys = [
      "login coach", "secret", "select", "pick all", "confirm", "a 1-4", "b 5", "share",
      "play", "end", "y", "history", "share 1", "quit",
    ]
    let session = FootballGatherApp(
      environment: ["NO_COLOR": "1"], homeDirectory: app.directory.path("home"),
      input: ScriptedKeyboard(keys.map { .line($0) }), output: screen,
      errorOutput: RecordingOutput(), passwordHasher: app.hasher)
    #expect(await session.run(arguments: ["--db", app.databasePath]) == 0)
    let lines = screen.text.split(separator: "\n").map(String.init)
    let teamA = "Team A (4): Zoë Martin, Ann Lee, Yann Le Gall, Pete Grant"
    #expect(lines.contains(teamA))
    #expect(lines.contains("Team B (1): José Álvarez"))
    #expect(lines.contains("Team A: Zoë Martin, Ann Lee, Yann Le Gall, Pete Grant"))
    // Everything else still fits the terminal: the hint under a screen breaks as before.
    #expect(lines.contains { $0.hasPrefix("  ") && $0.contains("help") })
  }
}

/// A terminal `columns` wide that records what is written.
private final class NarrowTerminal: TextSink {
  let columns: Int?
  private let written = Mutex("")

  init(columns: Int) {
    self.columns = columns
  }

  var isTerminal: Bool { true }

  func write(_ text: String) { written.withLock { $0 += text } }

  var text: String { written.withLock { $0 } }
}
