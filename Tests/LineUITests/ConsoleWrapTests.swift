import LineUI
import Synchronization
import TestSupport
import Testing

/// Lines wider than the terminal break at spaces, not mid-word; pipes get them whole.
@MainActor
struct ConsoleWrapTests {
  @Test func aLongHintBreaksBetweenCommandsAndItsContinuationIsIndented() {
    let (console, screen) = Self.console(columns: 40)
    console.hint("Commands: add [NAME], show N, delete N, select, history, logout, help, quit")
    #expect(
      screen.lines == [
        "Commands: add [NAME], show N, delete N,",
        "  select, history, logout, help, quit",
      ])
    #expect(screen.lines.allSatisfy { $0.displayWidth <= 40 })
  }

  @Test func anErrorCountsItsPrefixAndEveryPieceFits() {
    let (console, screen) = Self.console(columns: 30)
    console.error("unknown command 'pick'; type one of: add, show N, select")
    #expect(
      screen.lines == [
        "error: unknown command 'pick';",
        "  type one of: add, show N,",
        "  select",
      ])
  }

  @Test func anIndentedLineKeepsItsIndentPlusTwo() {
    let (console, screen) = Self.console(columns: 24)
    console.lines(["  A: Chloé Dubois, Dan O'Neil, Eve Novak"])
    #expect(screen.lines == ["  A: Chloé Dubois, Dan", "    O'Neil, Eve Novak"])
  }

  @Test func aWordWiderThanTheLineIsCutBetweenCharactersNeverInsideOne() {
    let (console, screen) = Self.console(columns: 10)
    console.line("Me\u{301}\u{301}lanie-Jose\u{301}phine-Sophie")
    #expect(screen.lines == ["Me\u{301}\u{301}lanie-Jo", "  se\u{301}phine-", "  Sophie"])
    #expect(screen.lines.allSatisfy { $0.displayWidth <= 10 })
  }

  @Test func wideCharactersCountTwoColumns() {
    let (console, screen) = Self.console(columns: 13)
    console.line("Goal 山田太郎 ⚽ 1'")
    #expect(screen.lines == ["Goal 山田太郎", "  ⚽ 1'"])
  }

  @Test func aLineThatFitsIsWrittenAsItIs() {
    let (console, screen) = Self.console(columns: 20)
    console.lines(["   1  Ana Silva  GK ", "exactly twenty cols!"])
    #expect(screen.lines == ["   1  Ana Silva  GK ", "exactly twenty cols!"])
  }

  @Test func aPipeOrAFileGetsEveryLineWholeWhateverColumnsSays() {
    let sink = WrapTestSink(isTerminal: false, columns: 20)
    let console = Console(input: ScriptedInput([]), output: sink)
    let long = "Commands: add [NAME], show N, delete N, select, history"
    console.hint(long)
    console.line(long)
    console.error(long)
    #expect(sink.lines == [long, long, "error: " + long])
  }

  @Test func aLongQuestionBreaksAtSpacesAndItsLastPieceIsThePrompt() async {
    let sink = WrapTestSink(isTerminal: true, columns: 30)
    let console = Console(input: ScriptedInput(["y"]), output: sink)
    #expect(await console.confirm("The gather has not ended. Leave it? It stays saved."))
    #expect(
      sink.lines == ["The gather has not ended.", "  Leave it? It stays saved.", "  [y/n] y"])
  }

  @Test func aCommandsSummaryGoesOnUnderItsOwnColumn() {
    let (console, screen) = Self.console(columns: 40)
    console.line("  list [A-B]  show the players again (a screenful)", continuedAt: 14)
    #expect(
      screen.lines == ["  list [A-B]  show the players again (a", "              screenful)"])
  }

  /// Issue 36: teams shared at a terminal were pasted into the group chat with our breaks
  /// and indents ("…Yann Le Gall,⏎  Pete Grant"); a document is copied whole.
  @Test func aDocumentOnATerminalIsNeverBrokenToFit() {
    let (console, screen) = Self.console(columns: 30)
    let teams = [
      "Team A (4): Zoë Martin, Ann Lee, Yann Le Gall, Pete Grant",
      "Team B (3): José Álvarez, Bob Stone, Kit\u{1B} Ward",
    ]
    console.document(teams.joined(separator: "\n") + "\n")
    #expect(screen.lines == [teams[0], "Team B (3): José Álvarez, Bob Stone, Kit\\u{1B} Ward"])
  }

  @Test func aTimerAnnouncementBreaksLikeAnyLine() {
    let (console, screen) = Self.console(columns: 40)
    console.announce("Time's up! Team A 0-0 Team B. Type 'end' to end the gather.")
    #expect(screen.lines == ["Time's up! Team A 0-0 Team B. Type 'end'", "  to end the gather."])
  }

  private static func console(columns: Int) -> (Console, WrapTestSink) {
    let sink = WrapTestSink(isTerminal: true, columns: columns)
    return (Console(input: ScriptedInput([]), output: sink), sink)
  }
}

/// A terminal (or pipe) of a given width that records what is written, without styles.
private final class WrapTestSink: TextSink {
  let isTerminal: Bool
  let columns: Int?
  private let written = Mutex("")

  init(isTerminal: Bool, columns: Int) {
    self.isTerminal = isTerminal
    self.columns = columns
  }

  func write(_ text: String) { written.withLock { $0 += text } }

  var text: String { written.withLock { $0 } }

  var lines: [String] {
    written.withLock { $0 }.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map(String.init)
  }
}
