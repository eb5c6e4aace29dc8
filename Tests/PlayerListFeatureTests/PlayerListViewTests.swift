import Domain
import LineUI
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
      expecting: .didSelectPlayer, .didRequestDelete, .didRequestExit, .didRequestList,
      afterTyping: [
        "show 2", "delete 1", "add", "list", "resume", "LOGOUT",
      ])
    #expect(
      events == [
        "didSelectPlayer(at: 1)", "didRequestDelete(at: [0])", "didRequestExit(add(named: nil))",
        "didRequestList(from: nil, through: nil)", "didRequestExit(resume)",
        "didRequestExit(logOut)",
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
    #expect(await screen.goBack(expecting: .didRequestExit) == .stay)
    #expect(screen.presenter.events == ["didRequestExit(back)"])
  }

  @Test func extraWordsAreAnErrorAndAddTakesAName() async {
    screen.presenter.expect(.didRequestExit)
    var printed: [String] = []
    for line in ["select now", "logout please", "add Ben  Carter"] {
      printed += await screen.lines(afterTyping: line)
    }
    #expect(
      printed.filter { $0.hasPrefix("error:") } == [
        "error: 'select' takes nothing after it; type 'select'",
        "error: 'logout' takes nothing after it; type 'logout'",
      ])
    #expect(screen.presenter.events == ["didRequestExit(add(named: Optional(\"Ben  Carter\")))"])
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
    screen.presenter.expect(.didRequestExit, .didRequestRosterTask)
    screen.view.display(PlayerListViewModel(title: "t", rows: [], playerCount: 3))
    let events = await screen.events(afterTyping: [
      "select", "export csv", "export JSON my team.json", "import  ~/old roster.csv",
      "import my team.csv --allow-duplicates",
    ])
    #expect(
      events == [
        "didRequestExit(select)", "didRequestRosterTask(export(format: \"csv\", path: nil))",
        "didRequestRosterTask(export(format: \"JSON\", path: Optional(\"my team.json\")))",
        "didRequestRosterTask(importFile(path: \"~/old roster.csv\", allowingDuplicates: false))",
        "didRequestRosterTask(importFile(path: \"my team.csv\", allowingDuplicates: true))",
      ])
  }
}
