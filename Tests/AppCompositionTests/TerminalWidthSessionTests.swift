import AppComposition
import Domain
import LineUI
import Synchronization
import TestSupport
import Testing

/// What a terminal's width does to the screens (issue 36): `share` at a terminal narrower
/// than the teams wrote them broken and indented ("…Yann Le Gall,⏎  Pete Grant"), and that
/// is what was pasted into the group chat; History's `help` at 110 columns broke every
/// description. The teams screen's `share` and History's `share N` write whole lines, and
/// every screen's `help` fits 80, 110 and 200 columns with short commands' summaries whole.
@MainActor
@Suite
struct TerminalWidthSessionTests {
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

  /// Every screen's `help`, at each width: each line fits, and each summary that fits
  /// beside its command's column is one line.
  @Test(arguments: [80, 110, 200])
  func everyScreensHelpFitsAndShortSummariesAreWhole(columns: Int) async throws {
    let app = try await AppHarness.seeded(players: [
      PlayerDraft(name: "Ann"), PlayerDraft(name: "Bob"),
    ])
    defer { app.directory.remove() }
    let screen = NarrowTerminal(columns: columns)
    let keys = [
      "help", "login coach", "secret", "help", "add", "help", "back", "show 1", "help", "back",
      "select", "help", "pick all", "confirm", "help", "a 1", "b 2", "play", "help", "end", "y",
      "history", "help", "back", "ratings", "help", "back", "quit",
    ]
    let session = FootballGatherApp(
      environment: ["NO_COLOR": "1"], homeDirectory: app.directory.path("home"),
      input: ScriptedKeyboard(keys.map { .line($0) }), output: screen,
      errorOutput: RecordingOutput(), passwordHasher: app.hasher)
    #expect(await session.run(arguments: ["--db", app.databasePath]) == 0)
    let blocks = Self.helpBlocks(in: screen.text)
    #expect(blocks.count == 9)
    for block in blocks {
      #expect(block.allSatisfy { $0.displayWidth <= columns }, "\(block)")
      // A command's own line, then its summary; or a command and the summary's first words.
      let column =
        block.dropFirst().compactMap { line -> Int? in
          let text = line.dropFirst(2)
          guard line.hasPrefix("  "), !text.hasPrefix(" "), let gap = text.range(of: "  ") else {
            return nil
          }
          return text.distance(from: text.startIndex, to: gap.lowerBound) + 2
        }.max() ?? 0
      #expect(column <= 2 + ScreenStack.helpUsageWidth + 2, "\(block)")
    }
    let history = try #require(blocks.first { $0.contains { $0.contains("share N") } })
    let show = try #require(history.first { $0.hasPrefix("  show N ") })
    #expect(show.hasSuffix("show gather N: line-ups and goal scorers"))
    // A summary goes on to another line only when its next word did not fit: at 110
    // columns the short commands' summaries are whole, as at 200.
    for (previous, line) in zip(history.dropFirst(), history.dropFirst(2))
    where line.hasPrefix(String(repeating: " ", count: 12)) && !previous.hasSuffix("DAY")
      && !previous.hasSuffix("drop P") && !previous.hasSuffix("YYYY-MM-DD]")
    {
      let word = line.drop(while: { $0 == " " }).prefix(while: { $0 != " " })
      #expect(previous.displayWidth + 1 + word.count > columns, "\(previous)")
    }
  }

  /// The lines of each `help`: from "Commands:" to the next prompt.
  private static func helpBlocks(in text: String) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in text.split(separator: "\n").map(String.init) {
      if line == "Commands:" {
        current = [line]
      } else if current != nil, line.hasSuffix("> ") || line.contains("> ") {
        blocks.append(current ?? [])
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
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
