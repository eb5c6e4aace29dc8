import Testing

@testable import LineUI

/// A line editor and the screen it draws on, driven by a scripted byte stream.
struct EditorOnScreen {
  var editor: LineEditor
  var screen: VirtualTerminal
  /// What each finished line or end of input gave, in order (`nil`: end of input).
  var results: [String?] = []
  /// How many times Ctrl-C was pressed on an empty line.
  var interrupts = 0

  init(
    prompt: String = "> ", columns: Int = 80, history: [String] = [],
    completion: LineCompletion = .none, secret: Bool = false
  ) {
    var past = LineHistory()
    for line in history { past.record(line) }
    editor = LineEditor(
      prompt: prompt, columns: columns, secret: secret, history: past, completion: completion)
    screen = VirtualTerminal(columns: columns)
    screen.write(prompt)
  }

  /// Feeds `typed` byte by byte, drawing every echo.
  mutating func type(_ typed: String) {
    for byte in typed.utf8 {
      switch editor.feed(byte) {
      case .echo(let text): screen.write(text)
      case .finish(let line, let echo):
        screen.write(echo)
        results.append(line)
      case .endOfInput(let echo):
        screen.write(echo)
        results.append(nil)
      case .interrupted(let echo):
        screen.write(echo)
        interrupts += 1
      case .nothing: break
      }
    }
  }
}

enum Keys {
  static let left = "\u{1B}[D"
  static let right = "\u{1B}[C"
  static let up = "\u{1B}[A"
  static let down = "\u{1B}[B"
  static let delete = "\u{1B}[3~"
  static let homes = ["\u{1B}[H", "\u{1B}OH", "\u{1B}[1~", "\u{1B}[7~", "\u{1}"]
  static let ends = ["\u{1B}[F", "\u{1B}OF", "\u{1B}[4~", "\u{1B}[8~", "\u{5}"]
  static let backspace = "\u{7F}"
}

struct LineEditorTests {
  @Test func typedCharactersAreEchoedAndReturnEndsTheLine() {
    var editor = LineEditor()
    let actions = "go\r".utf8.map { editor.feed($0) }
    #expect(actions == [.echo("g"), .echo("o"), .finish("go", echo: "\n")])
    #expect(editor.text.isEmpty)
  }

  @Test func leftThenTypingInsertsWhereTheCursorIs() {
    var line = EditorOnScreen()
    line.type("set Thomas Bakr" + Keys.left + "e\r")
    #expect(line.results == ["set Thomas Baker"])
    #expect(line.screen.lines == ["> set Thomas Baker"])
  }

  @Test(arguments: zip(Keys.homes, Keys.ends))
  func homeAndEndInEachOfTheirForms(home: String, end: String) {
    var line = EditorOnScreen()
    line.type("bc" + home + "a" + end + "d" + Keys.left + Keys.right + "e\r")
    #expect(line.results == ["abcde"])
    #expect(line.screen.lines == ["> abcde"])
  }

  @Test func controlKKillsToTheEndAndControlUToTheStart() {
    var line = EditorOnScreen()
    line.type("pause now" + Keys.left + Keys.left + Keys.left + "\u{B}")
    #expect(line.editor.text == "pause ")
    line.type("x" + Keys.left + "\u{15}\r")
    #expect(line.results == ["x"])
    #expect(line.screen.lines == ["> x"])
  }

  @Test func controlWRemovesTheWordBeforeTheCursor() {
    var line = EditorOnScreen()
    line.type("add Ann Marie  \u{17}")
    #expect(line.editor.text == "add Ann ")
    line.type("\u{17}\u{17}\u{17}")
    #expect(line.editor.text.isEmpty)
    #expect(line.screen.lines == [">"])
  }

  @Test func deleteAndControlDRemoveTheCharacterUnderTheCursor() {
    var line = EditorOnScreen()
    line.type("goal ab" + Keys.left + Keys.left + Keys.delete)
    #expect(line.editor.text == "goal b")
    line.type(Keys.left + "\u{4}\r")
    #expect(line.results == ["goalb"])
    #expect(line.screen.lines == ["> goalb"])
  }

  @Test func backspaceRemovesAWholeCharacterWithItsCombiningAccent() {
    var line = EditorOnScreen()
    line.type("Zoe\u{301}")
    #expect(line.editor.text == "Zoé")
    line.type(Keys.backspace)
    #expect(line.editor.text == "Zo")
    #expect(line.screen.lines == ["> Zo"])
    line.type("e\u{301}" + Keys.left + "\u{15}")
    #expect(line.editor.text == "é")
    #expect(line.editor.text.unicodeScalars.count == 2)
  }

  @Test func backspaceRemovesAWholeZWJEmoji() {
    var line = EditorOnScreen()
    line.type("go 👨‍👩‍👧")
    #expect(line.editor.text.count == 4)
    line.type(Keys.backspace)
    #expect(line.editor.text == "go ")
    line.type("⚽️" + Keys.left + Keys.backspace)
    #expect(line.editor.text == "go⚽️")
  }

  @Test func wideCharactersMoveAndDeleteAsOneAndTheCursorLandsOnThem() {
    var line = EditorOnScreen()
    line.type("김민재" + Keys.left + Keys.backspace)
    #expect(line.editor.text == "김재")
    #expect(line.screen.lines == ["> 김재"])
    #expect(line.screen.cursor == (0, 4))
  }

  @Test func upAndDownGoThroughTheLinesOfThisRunAndBackToWhatWasTyped() {
    var line = EditorOnScreen(history: ["pause", "goal a 2"])
    line.type("go" + Keys.up)
    #expect(line.editor.text == "goal a 2")
    line.type(Keys.up + Keys.up)
    #expect(line.editor.text == "pause")
    line.type(Keys.down)
    #expect(line.editor.text == "goal a 2")
    line.type(Keys.down)
    #expect(line.editor.text == "go")
    #expect(line.screen.lines == ["> go"])
    line.type(Keys.up + "\r")
    #expect(line.results == ["goal a 2"])
    #expect(line.editor.history.entries == ["pause", "goal a 2"])
  }

  @Test func tabCompletesCommandWordsAndPlayerNames() {
    let completion = LineCompletion(
      commandWords: ["pause", "players", "goal"], argumentWords: ["Thomas Bakr", "Tomás"])
    var line = EditorOnScreen(completion: completion)
    line.type("go\t")
    #expect(line.editor.text == "goal ")
    line.type("tho\t")
    #expect(line.editor.text == "goal Thomas Bakr")
    line.type("\u{15}p\t")
    #expect(line.editor.text == "p")
    #expect(line.screen.lines == ["> p", "pause  players", "> p"])
  }

  @Test func afterACommandThatTakesNumbersTabTurnsANameIntoItsNumber() {
    var completion = LineCompletion(
      commandWords: ["pick", "find"], argumentWords: ["Ann Lee", "Anna Fox", "Bob"])
    completion.numberCommands = ["pick"]
    completion.numberedWords = [
      .init(number: 51, word: "Ann Lee"), .init(number: 52, word: "Anna Fox"),
      .init(number: 53, word: "Bob"),
    ]
    var line = EditorOnScreen(completion: completion)
    line.type("pick 3 b\t")
    #expect(line.editor.text == "pick 3 53 ")
    line.type("ann\t")
    #expect(line.editor.text == "pick 3 53 ann")
    #expect(line.screen.lines.suffix(2) == ["51 Ann Lee  52 Anna Fox", "> pick 3 53 ann"])
    line.type("\u{15}find b\t")
    #expect(line.editor.text == "find Bob")
  }

  @Test func severalMatchesAreCompletedAsFarAsTheyAgree() {
    let completion = LineCompletion(commandWords: ["players", "player-stats"])
    var line = EditorOnScreen(completion: completion)
    line.type("p\t")
    #expect(line.editor.text == "player")
  }

  @Test func controlCClearsTheLineAndOnAnEmptyLineReportsAnInterrupt() {
    var line = EditorOnScreen(prompt: "name> ")
    line.type("Ben Car\u{3}")
    #expect(line.editor.text.isEmpty)
    #expect(line.interrupts == 0)
    line.type("\u{3}")
    #expect(line.interrupts == 1)
    #expect(line.screen.lines == ["name> Ben Car^C", "name> ^C"])
    #expect(line.screen.cursor == (2, 0))
    #expect(line.results.isEmpty)
  }

  @Test func controlDEndsTheInputOnlyOnAnEmptyLine() {
    var line = EditorOnScreen()
    line.type("x" + Keys.left + "\u{4}")
    #expect(line.results.isEmpty)
    line.type("\u{4}")
    #expect(line.results == [nil])
  }

  @Test func unknownEscapesAndControlsAreIgnored() {
    var line = EditorOnScreen()
    line.type("a\u{1B}[15~\u{1B}x\u{7}\u{1B}[1;5Pb\n")
    #expect(line.results == ["ab"])
  }

  @Test func aSecretIsNeverDrawnNorKept() {
    var line = EditorOnScreen(prompt: "Password: ", secret: true)
    line.type("hunter22" + Keys.backspace + "\r")
    #expect(line.results == ["hunter2"])
    #expect(line.screen.lines == ["Password:"])
    #expect(line.editor.history.entries.isEmpty)
  }
}
