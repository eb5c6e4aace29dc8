import Domain
import LineUI
import RosterFiles
import TestDoubles
import TestSupport
import Testing

@testable import PlayerListFeature

@MainActor
struct PlayerListViewTests {
  let viewModel = PlayerListViewModel(
    title: "Players of alice (2)",
    rows: [
      .init(number: "1", name: "Ann", position: "Goalkeeper", skill: "Amateur"),
      .init(number: "2", name: "Bob", position: "-", skill: "Professional"),
    ],
    emptyMessage: nil)

  /// The list showing `viewModel`, reporting to a spy presenter.
  let screen = ViewHarness(PlayerListView.init(console:), presenter: SpyPlayerListPresenter())

  init() { screen.view.display(viewModel) }

  @Test func rendersTheRosterAsAlignedColumns() {
    #expect(
      screen.output.text == """

        Players of alice (2)
          #  Name  Position    Skill
          1  Ann   Goalkeeper  Amateur
          2  Bob   -           Professional
        Commands: add [NAME], show N, delete N, select, history, export csv|json [FILE], import FILE, list, logout, help, quit

        """)
  }

  @Test func rendersTheEmptyMessageInsteadOfATable() {
    let (console, _, output) = Console.scripted()
    var empty = viewModel
    empty.rows = []
    empty.emptyMessage = "No players yet."
    PlayerListView(console: console).display(empty)
    #expect(output.lines.contains("No players yet."))
    #expect(!output.text.contains("Position"))
  }

  @Test func eachCommandBecomesOnePresenterCall() async {
    let events = await screen.events(
      expecting: .didSelectPlayer, .didRequestDelete, .didRequestAddPlayer, .didRequestList,
      .didRequestResume, .didRequestLogOut,
      afterTyping: [
        "show 2", "delete 1", "add", "list", "resume", "LOGOUT",
      ])
    #expect(
      events == [
        "didSelectPlayer(at: 1)", "didRequestDelete(at: 0)", "didRequestAddPlayer(named: nil)",
        "didRequestList(from: nil, through: nil)", "didRequestResume", "didRequestLogOut",
      ])
  }

  @Test(arguments: [
    ("show 0", "error: there is no player 0; choose a number from 1 to 2"),
    ("delete 999", "error: there is no player 999; choose a number from 1 to 2"),
    ("delete abc", "error: 'abc' is not a number; type a player number from the list"),
    ("show", "error: type 'show N' with the player's number"),
    ("import", "error: type 'import FILE' with the CSV or JSON file to import"),
    ("export", "error: type 'export csv' or 'export json', then a file name or nothing"),
    (
      "pick 1",
      "error: unknown command 'pick'; type one of: add [NAME], show N, delete N, merge N M, archived, restore N, select, history, ratings, resume, export csv|json [FILE], import FILE, list [A-B], more, find TEXT, logout, help, back, quit"
    ),
    (
      "dance",
      "error: unknown command 'dance'; type one of: add [NAME], show N, delete N, merge N M, archived, restore N, select, history, ratings, resume, export csv|json [FILE], import FILE, list [A-B], more, find TEXT, logout, help, back, quit"
    ),
  ])
  func badInputIsOneErrorAndNoPresenterCall(line: String, expected: String) async {
    await screen.expectRefusal(of: line, saying: expected)
  }

  @Test func backAsksThePresenterToLogOut() async {
    #expect(await screen.goBack(expecting: .didRequestBack) == .stay)
    #expect(screen.presenter.events == ["didRequestBack"])
  }

  @Test func extraWordsAreAnErrorAndAddTakesAName() async {
    screen.presenter.expect(.didRequestAddPlayer)
    var printed: [String] = []
    for line in ["select now", "logout please", "add Ben  Carter"] {
      printed += await screen.lines(afterTyping: line)
    }
    #expect(
      printed.filter { $0.hasPrefix("error:") } == [
        "error: 'select' takes nothing after it; type 'select'",
        "error: 'logout' takes nothing after it; type 'logout'",
      ])
    #expect(screen.presenter.events == ["didRequestAddPlayer(named: Ben  Carter)"])
  }

  @Test func confirmationReadsTheNextLineAndOnlyYesDeletes() async {
    let (console, _, output) = Console.scripted(["maybe", "n", "y"])
    let view = PlayerListView(console: console)
    #expect(await view.askConfirmation("Delete Ann?") == false)
    #expect(await view.askConfirmation("Delete Ann?"))
    #expect(
      output.lines == [
        "Delete Ann? [y/n] maybe", "error: 'maybe' is not an answer here; type 'y' or 'n'",
        "Delete Ann? [y/n] n", "Delete Ann? [y/n] y", "",
      ])
  }

  @Test func exportAndImportTakeTheRestOfTheLineAsTheFile() async {
    screen.presenter.expect(.didRequestSelection, .didRequestExport, .didRequestImport)
    screen.view.display(PlayerListViewModel(title: "t", rows: [], playerCount: 3))
    let events = await screen.events(afterTyping: [
      "select", "export csv", "export JSON my team.json", "import  ~/old roster.csv",
      "import my team.csv --allow-duplicates",
    ])
    #expect(
      events == [
        "didRequestSelection", "didRequestExport(format: csv, to: nil)",
        "didRequestExport(format: JSON, to: my team.json)",
        "didRequestImport(from: ~/old roster.csv)",
        "didRequestImport(from: my team.csv, allowingDuplicates)",
      ])
  }

  @Test func theDetailsOfAnErrorAreIndentedAndADocumentIsShownAsItIs() {
    let (console, _, output) = Console.scripted()
    let view = PlayerListView(console: console)
    view.displayDetails(["line 2: bad", "line 3: \u{1B}[2J"])
    view.displayDocument("name\n\"Ann\nMarie\"\n")
    #expect(
      output.lines == ["  line 2: bad", "  line 3: \\u{1B}[2J", "name", "\"Ann", "Marie\"", ""])
  }

  @Test(arguments: RosterFormat.allCases)
  func anExportShownOnATerminalCannotCommandIt(format: RosterFormat) throws {
    let (console, _, output) = Console.scripted(isTerminal: true)
    let hostile = [
      Player(id: 1, name: "E\u{1B}]0;PWNED\u{7}x"), Player(id: 2, name: "a\u{9B}2Jb"),
      Player(id: 3, name: "Ann\u{202E}xob", favouriteTeam: "\u{1B}]52;c;aGk=\u{7}"),
    ]
    PlayerListView(console: console).displayDocument(try RosterFileCodec().encode(hostile, as: format))
    let controls = output.text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
    }
    #expect(controls.isEmpty, "raw controls reached the terminal: \(controls.map(\.value))")
    #expect(output.text.contains("\\u{202E}"))
  }

  @Test func anExportRedirectedToAFileKeepsTheExactBytes() throws {
    let (console, _, output) = Console.scripted(isTerminal: false)
    let document = try RosterFileCodec().encode([Player(id: 1, name: "E\u{1B}]0;T\u{7}x")], as: .csv)
    PlayerListView(console: console).displayDocument(document)
    #expect(output.text == document)
  }
}
