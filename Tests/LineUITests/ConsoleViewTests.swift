import LineUI
import TestSupport
import Testing

/// A view that writes nothing of its own: everything it shows comes from the defaults.
@MainActor
private final class PlainView: ConsoleView {
  let console: Console
  init(console: Console) { self.console = console }
}

@MainActor
struct ConsoleViewTests {
  /// The lines `show` printed on a plain view over a console with nothing to read.
  private func lines(_ show: (PlainView) -> Void) -> [String] {
    let (console, _, output) = Console.scripted([])
    show(PlainView(console: console))
    return output.lines
  }

  @Test func aMessageStaysOneLineWhateverTheDataHoldsInIt() {
    let printed = lines { $0.displayMessage("Added Ann\u{1B}[2J\nMarie.") }
    #expect(printed == ["Added Ann\\u{1B}[2J\\nMarie.", ""])
  }

  @Test func aMessageOfSeveralLinesShowsEachLineWithItsDataEscaped() {
    let printed = lines { $0.displayLines(["Goals (1-0):", "  1' Ann\u{9B}2J"]) }
    #expect(printed == ["Goals (1-0):", "  1' Ann\\u{9B}2J", ""])
  }

  @Test func anErrorIsOneLineWhateverTheDataHoldsInIt() {
    let printed = lines { $0.displayError("could not delete Ann\nBob") }
    #expect(printed == ["error: could not delete Ann\\nBob", ""])
  }

  @Test func aTitleIsSeparatedFromTheScreenBeforeAndShowsItsDataEscaped() {
    let printed = lines { $0.displayTitle("Players of Ann\u{202E}xob") }
    #expect(printed == ["", "Players of Ann\\u{202E}xob", ""])
  }

  @Test func aQuestionIsAnsweredYesOnlyByYes() async {
    let (console, _, _) = Console.scripted(["yes", "n"])
    let view = PlainView(console: console)
    #expect(await view.askConfirmation("Delete Ann?"))
    #expect(await view.askConfirmation("Delete Bob?") == false)
  }

  @Test func theEndOfInputKeepsWhatTheQuestionWouldChange() async {
    let (console, _, output) = Console.scripted([])
    #expect(await PlainView(console: console).askConfirmation("Delete Ann\u{7}?") == false)
    #expect(output.text.hasPrefix("Delete Ann\\u{7}? [y/n] "))
  }
}
