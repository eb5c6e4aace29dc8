import Domain
import LineUI

/// The events the view reports to its presenter.
@MainActor
protocol PlayerListPresenting: AnyObject {
  /// The names Tab completes (`find Ann`, `add ...`): the players on the roster.
  var playerNames: [String] { get }
  func viewDidAppear() async
  func didSelectPlayer(at index: Int) async
  func didRequestDelete(at index: Int) async
  /// `delete 2 3` or `delete 4-6`: several players, asked about once.
  func didRequestDelete(atEach indices: [Int]) async
  /// `merge N M`: player M (0-based `duplicate`) becomes player N (`kept`).
  func didRequestMerge(_ duplicate: Int, into kept: Int) async
  func didRequestAddPlayer(named name: String?) async
  func didRequestLogOut() async
  func didRequestBack() async
  /// `select`: the selection screen opens over the list.
  func didRequestSelection() async
  func didRequestExport(format: String, to path: String?) async
  func didRequestImport(from path: String, allowingDuplicates: Bool) async
  func didRequestHistory() async
  func didRequestRatings() async
  func didRequestResume() async
  func didRequestArchivedPlayers() async
  func didRequestRestore(number: Int) async
  /// `list` (the first page) or `list A-B` (0-based rows).
  func didRequestList(from first: Int?, through last: Int?) async
  func didRequestMore() async
  func didRequestFind(_ text: String) async
}

/// Renders the roster as aligned columns and turns each typed line into one presenter call.
@MainActor
final class PlayerListView: ModuleView, ConsoleView, PlayerListDisplaying {
  let console: Console
  /// The number of players on the roster last shown, to check player numbers before asking.
  private(set) var rowCount = 0

  init(console: Console) {
    self.console = console
  }

  let prompt = "players> "

  var commands: [CommandHelp] { Self.commandTable }

  func completionWords(presenter: any PlayerListPresenting) -> [String] {
    presenter.playerNames
  }

  // MARK: Input

  func appear(presenter: any PlayerListPresenting) async {
    await presenter.viewDidAppear()
  }

  func handle(_ command: CommandInput, presenter: any PlayerListPresenting) async {
    do throws(CommandError) {
      try await dispatch(command, presenter: presenter)
    } catch {
      console.error(error.message)
    }
  }

  private func dispatch(_ command: CommandInput, presenter: any PlayerListPresenting)
    async throws(CommandError)
  {
    switch command.name {
    case "add":
      let name = command.argumentText
      await presenter.didRequestAddPlayer(named: name.isEmpty ? nil : name)
    case "show": await presenter.didSelectPlayer(at: try row(command))
    case "delete":
      guard command.arguments.count > 1 || command.arguments.first?.contains("-") == true else {
        return await presenter.didRequestDelete(at: try row(command))
      }
      let rows = try CommandError.checking {
        try NumberList.numbers(command.arguments, in: rowCount)
      }.map { $0 - 1 }
      await presenter.didRequestDelete(atEach: rows)
    case "merge":
      guard command.arguments.count == 2 else {
        throw CommandError("type 'merge N M' to make player M one with player N, e.g. 'merge 2 7'")
      }
      let (kept, duplicate) = try CommandError.checking {
        (
          try NumberList.number(command.arguments[0], in: rowCount),
          try NumberList.number(command.arguments[1], in: rowCount)
        )
      }
      guard kept != duplicate else { throw CommandError("type two different players' numbers") }
      await presenter.didRequestMerge(duplicate - 1, into: kept - 1)
    case "select":
      try command.expectNoArguments()
      await presenter.didRequestSelection()
    case "history":
      try command.expectNoArguments()
      await presenter.didRequestHistory()
    case "ratings":
      try command.expectNoArguments()
      await presenter.didRequestRatings()
    case "resume":
      try command.expectNoArguments()
      await presenter.didRequestResume()
    case "archived":
      try command.expectNoArguments()
      await presenter.didRequestArchivedPlayers()
    case "restore":
      guard command.arguments.count == 1,
        let number = try? WholeNumber.parse(command.arguments[0], in: 1...Int.max)
      else {
        throw CommandError("type 'restore N' with the number 'archived' shows")
      }
      await presenter.didRequestRestore(number: number)
    case "export":
      guard let split = command.firstArgumentAndRest else {
        throw CommandError("type 'export csv' or 'export json', then a file name or nothing")
      }
      await presenter.didRequestExport(format: split.word, to: split.rest)
    case "import":
      guard !command.argumentText.isEmpty else {
        throw CommandError("type 'import FILE' with the CSV or JSON file to import")
      }
      let flag = "--allow-duplicates"
      let text = command.argumentText
      let allowing = text == flag || text.hasSuffix(" " + flag)
      let path = allowing ? String(text.dropLast(flag.count)).trimmingWhitespace() : text
      guard !path.isEmpty else {
        throw CommandError("type 'import FILE --allow-duplicates' with the file to import")
      }
      await presenter.didRequestImport(from: path, allowingDuplicates: allowing)
    case "logout":
      try command.expectNoArguments()
      await presenter.didRequestLogOut()
    default:
      switch try RowPaging(command, range: listedRange) {
      case .list(let first, let last, let note):
        if let note { console.line(note) }
        await presenter.didRequestList(from: first, through: last)
      case .more: await presenter.didRequestMore()
      case .find(let text): await presenter.didRequestFind(text)
      case nil: throw .unknown(command.name, commands: commands)
      }
    }
  }

  /// The rows typed in `list A-B` (1-based), checked against the rows shown: `B` past the
  /// last row is cut to it, with a note.
  private func listedRange(_ text: String) throws(CommandError) -> (
    range: ClosedRange<Int>, note: String?
  ) {
    try CommandError.checking { try NumberList.listRange(text, in: rowCount) }
  }

  /// The 0-based row of `show N` or `delete N`.
  private func row(_ command: CommandInput) throws(CommandError) -> Int {
    let word = try command.numberArgument()
    return try CommandError.checking { try NumberList.number(word, in: rowCount) } - 1
  }

  /// `back` offers to log out, as the original's back button did (asks first).
  func goBack(presenter: any PlayerListPresenting) async -> BackDecision {
    await presenter.didRequestBack()
    return .stay
  }

  // MARK: Output

  func display(_ viewModel: PlayerListViewModel) {
    rowCount = viewModel.playerCount ?? viewModel.rows.count
    displayTitle(viewModel.title)
    if let empty = viewModel.emptyMessage {
      console.line(empty)
    } else {
      console.lines(table(viewModel).render(width: console.columns))
    }
    if let footer = viewModel.footer { console.line(footer) }
    console.hint(hint(viewModel))
  }
}
