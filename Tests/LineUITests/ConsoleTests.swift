import LineUI
import TestSupport
import Testing

@MainActor
struct ConsoleTests {
  @Test func pipedAnswersAreEchoedAfterThePrompt() async {
    let (console, _, output) = Console.scripted(["alice"])
    #expect(await console.ask("Username: ") == "alice")
    #expect(output.text == "Username: alice\n")
  }

  @Test func theAppDoesNotOpenWithABlankLineButScreensStaySeparated() {
    let output = RecordingOutput()
    let console = Console(
      input: ScriptedInput([]), output: output, skipsLeadingBlankLine: true)
    console.line()
    console.title("First screen")
    console.line()
    console.title("Second screen")
    #expect(output.text == "First screen\n\nSecond screen\n")
  }

  @Test func secretsAreNeverEchoed() async {
    let (console, _, output) = Console.scripted(["hunter2"])
    #expect(await console.askSecret("Password: ") == "hunter2")
    #expect(output.text == "Password: \n")
  }

  @Test func confirmationRepeatsUntilYesOrNo() async {
    let (console, _, output) = Console.scripted(["perhaps", "NO"])
    #expect(await console.confirm("Delete?") == false)
    #expect(
      output.lines == ["Delete? [y/n] perhaps", "error: answer y or n", "Delete? [y/n] NO", ""])
  }

  @Test func theEndOfInputAnswersNo() async {
    let (console, _, _) = Console.scripted([])
    #expect(await console.confirm("Delete?") == false)
  }

  @Test func colourOnlyOnATerminalWithoutNoColor() {
    #expect(TextStyle.forTerminal(isTerminal: true, environment: [:]).usesColor)
    #expect(!TextStyle.forTerminal(isTerminal: true, environment: ["NO_COLOR": "1"]).usesColor)
    #expect(!TextStyle.forTerminal(isTerminal: false, environment: [:]).usesColor)
    #expect(!TextStyle.forTerminal(isTerminal: true, environment: ["TERM": "dumb"]).usesColor)
  }

  @Test func colouredErrorsKeepTheirWords() {
    let output = RecordingOutput()
    let console = Console(
      input: ScriptedInput([]), output: output, style: TextStyle(usesColor: true, allowsBell: true))
    console.error("boom")
    #expect(output.text == "\u{1B}[31merror: \u{1B}[0mboom\n")
  }
}

@MainActor
struct ConsoleDataTextTests {
  @Test func anErrorStaysOneLineWhateverTheDataInIt() {
    let (console, _, output) = Console.scripted()
    console.error("could not delete Ann\nMarie")
    #expect(output.lines == ["error: could not delete Ann\\nMarie", ""])
  }

  @Test func aMessageKeepsItsLinesAndEscapesControlCharactersInEach() {
    let (console, _, output) = Console.scripted()
    console.message("Gather ended.\nGoals: Bo\u{1B}b")
    #expect(output.lines == ["Gather ended.", "Goals: Bo\\u{1B}b", ""])
  }
}
