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

  @Test func onlyYOrYesIsAYesNoOrEmptyKeepsAnythingElseAsksAgain() async {
    let (console, _, output) = Console.scripted(["perhaps", "", "NO", " Yes ", "y"])
    #expect(await console.confirm("Delete?") == false)
    #expect(await console.confirm("Delete?") == false)
    #expect(await console.confirm("Delete?"))
    #expect(await console.confirm("Delete?"))
    #expect(
      output.lines == [
        "Delete? [y/n] perhaps", "error: 'perhaps' is not an answer here; type 'y' or 'n'",
        "Delete? [y/n] ", "Delete? [y/n] NO", "Delete? [y/n]  Yes ",
        "Delete? [y/n] y", "",
      ])
  }

  @Test func aDiscardQuestionTakesDiscardOrYKeepsOnKeepNoOrNothingAndAsksAgainOnASlip() async {
    let (console, _, output) = Console.scripted(["resume", "y", "keep", "", "DISCARD", "n"])
    #expect(await console.confirmDiscard("Discard the match (1-0)?"))
    #expect(await console.confirmDiscard("Discard the match (1-0)?") == false)
    #expect(await console.confirmDiscard("Discard the match (1-0)?") == false)
    #expect(await console.confirmDiscard("Discard the match (1-0)?"))
    #expect(await console.confirmDiscard("Discard the match (1-0)?") == false)
    #expect(await console.confirmDiscard("Discard the match (1-0)?") == false)
    #expect(
      output.lines.prefix(3) == [
        "Discard the match (1-0)? [discard/keep] resume",
        "error: 'resume' is not an answer here; type 'discard' or 'keep'",
        "Discard the match (1-0)? [discard/keep] y",
      ])
  }

  @Test func everyLineTitleHintPromptAndEchoShowsDataEscaped() async {
    let (console, _, output) = Console.scripted(["name E\u{1B}]0;PWNED\u{7}x"])
    console.line("Added a\u{9B}2Jb.")
    console.title("Players of Ann\u{202E}xob")
    console.hint("Commands: \u{1B}[2J")
    _ = await console.ask("Username [e\u{1B}c]: ")
    console.announce("Goal by \u{1B}[31mEve")
    #expect(
      output.lines == [
        "Added a\\u{9B}2Jb.", "Players of Ann\\u{202E}xob", "Commands: \\u{1B}[2J",
        "Username [e\\u{1B}c]: name E\\u{1B}]0;PWNED\\u{7}x", "Goal by \\u{1B}[31mEve", "",
      ])
  }

  @Test func stylesAndTheBellStillReachAColourTerminal() {
    let output = RecordingOutput(isTerminal: true)
    let console = Console(
      input: ScriptedInput([], isTerminal: true), output: output,
      style: TextStyle(usesColor: true, allowsBell: true))
    console.title("Ann\u{1B}x")
    console.announce("Full time", bell: true)
    #expect(output.text == "\u{1B}[1mAnn\\u{1B}x\u{1B}[0m\nFull time\u{7}\n")
  }

  @Test func aDocumentOnATerminalHasItsControlCharactersEscaped() {
    let (console, _, output) = Console.scripted(isTerminal: true)
    console.document("name\nE\u{1B}]0;PWNED\u{7}x\n\u{1B}]52;c;aGk=\u{7}\n\u{9B}2J\n")
    #expect(output.text == "name\nE\\u{1B}]0;PWNED\\u{7}x\n\\u{1B}]52;c;aGk=\\u{7}\n\\u{9B}2J\n")
  }

  @Test func aDocumentToAFileOrPipeKeepsEveryByte() {
    let (console, _, output) = Console.scripted(isTerminal: false)
    let document = "name\r\nE\u{1B}]0;PWNED\u{7}x\r\n\"Ann\nMarie\"\r\n"
    console.document(document)
    #expect(output.text == document)
  }

  @Test func theEndOfInputAnswersNo() async {
    let (console, _, _) = Console.scripted([])
    #expect(await console.confirm("Delete?") == false)
  }

  @Test func colourOnlyOnATerminalWithoutNoColor() {
    #expect(TextStyle.forTerminal(isTerminal: true, environment: [:]).usesColor)
    #expect(!TextStyle.forTerminal(isTerminal: true, environment: ["NO_COLOR": "1"]).usesColor)
    // An empty NO_COLOR counts as unset (no-color.org).
    #expect(TextStyle.forTerminal(isTerminal: true, environment: ["NO_COLOR": ""]).usesColor)
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
