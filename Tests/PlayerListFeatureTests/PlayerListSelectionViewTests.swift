import Domain
import LineUI
import TestSupport
import Testing

@testable import PlayerListFeature

@MainActor
struct PlayerListSelectionViewTests {
  let selecting = PlayerListViewModel(
    title: "Select players of alice: 1 of 3 selected",
    rows: [
      .init(number: "1", name: "Ann", position: "Goalkeeper", skill: "Amateur", isPicked: true),
      .init(number: "2", name: "Bob", position: "-", skill: "-"),
      .init(number: "3", name: "Cy", position: "-", skill: "-"),
    ],
    emptyMessage: nil, hint: "Commands: pick N.., confirm, cancel", isSelecting: true)

  /// What the presenter hears when the user types `lines` (it expects only `methods`).
  func events(
    after lines: [String], in model: PlayerListViewModel? = nil,
    expecting methods: SpyPlayerListPresenter.Method...
  ) async -> [String] {
    let (console, _, _) = Console.scripted()
    let view = PlayerListView(console: console)
    let presenter = SpyPlayerListPresenter()
    presenter.expected.expect(methods)
    view.display(model ?? selecting)
    for line in lines { await view.handle(CommandInput(line), presenter: presenter) }
    return presenter.events
  }

  @Test func selectionModeMarksThePickedPlayers() {
    let (console, _, output) = Console.scripted()
    PlayerListView(console: console).display(selecting)
    #expect(
      output.text == """

        Select players of alice: 1 of 3 selected
          Pick  #  Name  Position    Skill
          [x]   1  Ann   Goalkeeper  Amateur
          [ ]   2  Bob   -           -
          [ ]   3  Cy    -           -
        Commands: pick N.., confirm, cancel

        """)
  }

  @Test func numbersAndRangesPickUnpickAndToggle() async {
    #expect(
      await events(
        after: ["pick 1 3", "unpick 2-3", "1 2,3", "confirm", "cancel", "list"],
        expecting: .didPickPlayers, .didUnpickPlayers, .didTogglePlayers, .didConfirmSelection,
        .didCancelSelection, .didRequestList) == [
          "didPickPlayers(at: [0, 2])", "didUnpickPlayers(at: [1, 2])",
          "didTogglePlayers(at: [0, 1, 2])", "didConfirmSelection", "didCancelSelection",
          "didRequestList(from: nil, through: nil)",
        ])
  }

  @Test func allPicksOrUnpicksEveryoneAndAddTakesAGuestsName() async {
    #expect(
      await events(
        after: ["pick all", "unpick ALL", "add Sam Guest"], expecting: .didPickPlayers,
        .didUnpickPlayers, .didRequestGuest) == [
          "didPickPlayers(at: [0, 1, 2])", "didUnpickPlayers(at: [0, 1, 2])",
          "didRequestGuest(named: Sam Guest)",
        ])
  }

  @Test(arguments: [
    ("add", "error: type 'add NAME' to add a guest and pick them, e.g. 'add Sam'"),
    ("confirm now", "error: 'confirm' takes nothing after it; type 'confirm'"),
    ("pick 0", "error: there is no player 0; choose a number from 1 to 3"),
    ("999", "error: there is no player 999; choose a number from 1 to 3"),
    ("pick 1 4-5", "error: there is no player 4; choose a number from 1 to 3"),
    ("pick", "error: type one or more player numbers, e.g. 1 3 5-7"),
    (
      "delete 1",
      "error: unknown command 'delete'; type one of: pick N..|all, unpick N..|all, add NAME, N.., confirm, cancel, list [A-B], more, find TEXT, help, back, quit"
    ),
  ])
  func badPicksAreOneErrorAndNoPresenterCall(line: String, expected: String) async {
    let (console, _, output) = Console.scripted()
    let view = PlayerListView(console: console)
    let presenter = SpyPlayerListPresenter()
    view.display(selecting)
    output.clear()
    await view.handle(CommandInput(line), presenter: presenter)
    #expect(output.lines == [expected, ""])
    #expect(presenter.events.isEmpty)
  }

  @Test func backLeavesSelectionModeInsteadOfLoggingOut() async {
    let (console, _, _) = Console.scripted()
    let view = PlayerListView(console: console)
    let presenter = SpyPlayerListPresenter()
    presenter.expect(.didCancelSelection)
    view.display(selecting)
    #expect(await view.goBack(presenter: presenter) == .stay)
    #expect(presenter.events == ["didCancelSelection"])
  }

  @Test func exportAndImportTakeTheRestOfTheLineAsTheFile() async {
    var list = selecting
    list.isSelecting = false
    #expect(
      await events(
        after: [
          "select", "export csv", "export JSON my team.json", "import  ~/old roster.csv",
          "import my team.csv --allow-duplicates",
        ],
        in: list, expecting: .didRequestSelection, .didRequestExport, .didRequestImport) == [
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
    PlayerListView(console: console).displayDocument(try RosterCodec.encode(hostile, as: format))
    let controls = output.text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
    }
    #expect(controls.isEmpty, "raw controls reached the terminal: \(controls.map(\.value))")
    #expect(output.text.contains("\\u{202E}"))
  }

  @Test func anExportRedirectedToAFileKeepsTheExactBytes() throws {
    let (console, _, output) = Console.scripted(isTerminal: false)
    let document = try RosterCodec.encode([Player(id: 1, name: "E\u{1B}]0;T\u{7}x")], as: .csv)
    PlayerListView(console: console).displayDocument(document)
    #expect(output.text == document)
  }
}
