import Domain
import LineUI

/// The events the view reports to its presenter: at most ten, each named after what the
/// user did; the ways out and the jobs other modules do are one event each, their kind a
/// value.
@MainActor
protocol PlayerListPresenting: AnyObject {
  /// The rows loaded, numbered: Tab completes a name (`find Ann`), or its number after `show`.
  var numberedNames: [(number: Int, name: String)] { get }
  func viewDidAppear() async
  /// `show N` (a 0-based row).
  func didSelectPlayer(at index: Int) async
  /// `delete N`, `delete 2 3` or `delete 4-6` (0-based rows): asked about once.
  func didRequestDelete(at indices: [Int]) async
  /// `list` (the first page) or `list A-B` (0-based rows).
  func didRequestList(from first: Int?, through last: Int?) async
  func didRequestMore() async
  func didRequestFind(_ text: String) async
  /// `add`, `select`, `history`, `ratings`, `resume`, `logout` or `back`: a way out.
  func didRequestExit(_ exit: PlayerListViewModel.Exit) async
  /// `archived`, `restore N`, `merge N M`, `export` or `import`: a job another module does.
  func didRequestRosterTask(_ task: PlayerListViewModel.RosterTask) async
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

  func completion(presenter: any PlayerListPresenting) -> LineCompletion {
    Self.completion(of: presenter.numberedNames)
  }

  // MARK: Input

  func appear(presenter: any PlayerListPresenting) async {
    await presenter.viewDidAppear()
  }

  /// `back` offers to log out, as the original's back button did (asks first).
  func goBack(presenter: any PlayerListPresenting) async -> BackDecision {
    await presenter.didRequestExit(.back)
    return .stay
  }

  // MARK: Output

  func displayChange(_ message: String, playerCount: Int) {
    rowCount = playerCount
    displayMessage(message)
  }

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

  // MARK: Commands

  /// The screen's commands, written once: `help`, the "unknown command" error and the
  /// hint line under the screen come from this table.
  static let commandTable = [
    CommandHelp("add [NAME]", "add a player (the form starts with NAME when given)"),
    CommandHelp("show N", "show player N's details"),
    CommandHelp(
      "delete N",
      "delete player N, or several: delete 2 3, delete 4-6 (asks once first; one who "
        + "played is archived where the backend can)"),
    CommandHelp("merge N M", "make player M one with player N: M's gathers and goals become N's"),
    CommandHelp("archived", "list the archived players (deleted after playing)"),
    CommandHelp("restore N", "put archived player N back on the roster"),
    CommandHelp("select", "pick the players for a gather"),
    CommandHelp("history", "show past gathers and the players' records"),
    CommandHelp("ratings", "the players' ratings, learned from the results"),
    CommandHelp("resume", "go on with the match left unfinished, when one is saved"),
    CommandHelp("export csv|json [FILE]", "write the roster to FILE, or show it"),
    CommandHelp("import FILE", "add a CSV or JSON file's players, all or none; asks about repeats"),
    CommandHelp(
      "list [A-B]", "show the players again (a screenful), or players A to B", hint: "list"),
    CommandHelp("more", "show the next screenful of players"),
    CommandHelp("find TEXT", "show the players whose name contains TEXT"),
    CommandHelp("logout", "log out and go back to the login screen"),
  ]

  /// The line under the list, from `commands` (written once, there): fewer commands
  /// while the roster is empty, and `resume` first while a match is saved.
  func hint(_ viewModel: PlayerListViewModel) -> String {
    let offered =
      viewModel.emptyMessage != nil
      ? ["add", "import", "history", "list", "logout"]
      : ["add", "show", "delete", "select", "history", "export", "import", "list", "logout"]
    return CommandHelp.hintLine(
      of: commands, naming: (viewModel.offersResume ? ["resume"] : []) + offered,
      then: ["help", "quit"])
  }

  /// Names after `find` and `add`; after `show`, `delete` and `merge`, which take numbers,
  /// a name becomes its number (`show An` Tab: `show 1 `).
  static func completion(of rows: [(number: Int, name: String)]) -> LineCompletion {
    LineCompletion(
      commands: commandTable, argumentWords: rows.map(\.name),
      numberCommands: ["show", "delete", "merge"], numbered: rows)
  }

  // MARK: Typed lines

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
      await presenter.didRequestExit(.add(named: name.isEmpty ? nil : name))
    case "show": await presenter.didSelectPlayer(at: try row(command))
    case "delete":
      guard command.arguments.count > 1 || command.arguments.first?.contains("-") == true else {
        return await presenter.didRequestDelete(at: [try row(command)])
      }
      let rows = try CommandError.checking {
        try NumberList.numbers(command.arguments, in: rowCount)
      }.map { $0 - 1 }
      await presenter.didRequestDelete(at: rows)
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
      await presenter.didRequestRosterTask(.merge(duplicate: duplicate - 1, into: kept - 1))
    case "select":
      try command.expectNoArguments()
      await presenter.didRequestExit(.select)
    case "history":
      try command.expectNoArguments()
      await presenter.didRequestExit(.history)
    case "ratings":
      try command.expectNoArguments()
      await presenter.didRequestExit(.ratings)
    case "resume":
      try command.expectNoArguments()
      await presenter.didRequestExit(.resume)
    case "archived":
      try command.expectNoArguments()
      await presenter.didRequestRosterTask(.archived)
    case "restore":
      guard command.arguments.count == 1,
        let number = try? WholeNumber.parse(command.arguments[0], in: 1...Int.max)
      else {
        throw CommandError("type 'restore N' with the number 'archived' shows")
      }
      await presenter.didRequestRosterTask(.restore(number: number))
    case "export":
      guard let split = command.firstArgumentAndRest else {
        throw CommandError("type 'export csv' or 'export json', then a file name or nothing")
      }
      await presenter.didRequestRosterTask(.export(format: split.word, path: split.rest))
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
      await presenter.didRequestRosterTask(
        .importFile(path: path, allowingDuplicates: allowing))
    case "logout":
      try command.expectNoArguments()
      await presenter.didRequestExit(.logOut)
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

  // MARK: The table

  func table(_ viewModel: PlayerListViewModel) -> TextTable {
    TextTable(
      columns: [.init("#", alignment: .right), .init("Name"), .init("Position"), .init("Skill")],
      rows: viewModel.rows.map { [$0.number, $0.name, $0.position, $0.skill] })
  }

}
