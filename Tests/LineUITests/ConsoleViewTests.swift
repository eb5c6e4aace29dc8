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
  @Test func aMessageStaysOneLineWhateverTheDataHoldsInIt() {
    let (console, _, output) = Console.scripted([])
    PlainView(console: console).displayMessage("Added Ann\u{1B}[2J\nMarie.")
    #expect(output.lines == ["Added Ann\\u{1B}[2J\\nMarie.", ""])
  }

  @Test func aMessageOfSeveralLinesShowsEachLineWithItsDataEscaped() {
    let (console, _, output) = Console.scripted([])
    PlainView(console: console).displayLines(["Goals (1-0):", "  1' Ann\u{9B}2J"])
    #expect(output.lines == ["Goals (1-0):", "  1' Ann\\u{9B}2J", ""])
  }

  @Test func anErrorIsOneLineWhateverTheDataHoldsInIt() {
    let (console, _, output) = Console.scripted([])
    PlainView(console: console).displayError("could not delete Ann\nBob")
    #expect(output.lines == ["error: could not delete Ann\\nBob", ""])
  }

  @Test func aTitleIsSeparatedFromTheScreenBeforeAndShowsItsDataEscaped() {
    let (console, _, output) = Console.scripted([])
    PlainView(console: console).displayTitle("Players of Ann\u{202E}xob")
    #expect(output.lines == ["", "Players of Ann\\u{202E}xob", ""])
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
