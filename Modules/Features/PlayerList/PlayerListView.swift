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
  func didRequestGuest(named name: String) async
  func didRequestLogOut() async
  func didRequestBack() async
  func didRequestSelection() async
  func didCancelSelection() async
  func didPickPlayers(at indices: [Int]) async
  func didUnpickPlayers(at indices: [Int]) async
  func didTogglePlayers(at indices: [Int]) async
  func didConfirmSelection() async
  func didRequestExport(format: String, to path: String?) async
  func didRequestImport(from path: String, allowingDuplicates: Bool) async
  func didRequestHistory() async
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
  var rowCount = 0
  /// Whether the roster was last shown in selection mode.
  var isSelecting = false

  init(console: Console) {
    self.console = console
  }

  let prompt = "players> "

  var commands: [CommandHelp] { isSelecting ? selectionCommands : listCommands }

  private let listCommands = [
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
    CommandHelp("resume", "go on with the match left unfinished, when one is saved"),
    CommandHelp("export csv|json [FILE]", "write the roster to FILE, or show it"),
    CommandHelp("import FILE", "add a CSV or JSON file's players, all or none; asks about repeats"),
    CommandHelp("list [A-B]", "show the players again (a screenful), or players A to B"),
    CommandHelp("more", "show the next screenful of players"),
    CommandHelp("find TEXT", "show the players whose name contains TEXT"),
    CommandHelp("logout", "log out and go back to the login screen"),
  ]

  private let selectionCommands = [
    CommandHelp("pick N..|all", "pick players by number or range: pick 1 3 5-7, pick all"),
    CommandHelp("unpick N..|all", "unpick players: unpick 2, unpick all"),
    CommandHelp("add NAME", "add a guest to the roster and pick them for today"),
    CommandHelp("N..", "pick or unpick each player typed: 1 3 5-7"),
    CommandHelp("confirm", "go on to the teams with the picked players (at least 2)"),
    CommandHelp("cancel", "leave selection mode and clear the selection"),
    CommandHelp("list [A-B]", "show the players again (a screenful), or players A to B"),
    CommandHelp("more", "show the next screenful of players"),
    CommandHelp("find TEXT", "show the players whose name contains TEXT"),
  ]

  func completionWords(presenter: any PlayerListPresenting) -> [String] {
    presenter.playerNames
  }

  // MARK: Input

  func appear(presenter: any PlayerListPresenting) async {
    await presenter.viewDidAppear()
  }

  func handle(_ command: CommandInput, presenter: any PlayerListPresenting) async {
    do throws(CommandError) {
      if isSelecting {
        try await handleSelection(command, presenter: presenter)
      } else {
        try await handleList(command, presenter: presenter)
      }
    } catch {
      console.error(error.message)
    }
  }

  private func handleList(_ command: CommandInput, presenter: any PlayerListPresenting)
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
    case "list", "more", "find": try await handlePaging(command, presenter: presenter)
    case "logout":
      try command.expectNoArguments()
      await presenter.didRequestLogOut()
    default: throw .unknown(command.name, commands: commands)
    }
  }

  private func handleSelection(_ command: CommandInput, presenter: any PlayerListPresenting)
    async throws(CommandError)
  {
    switch command.name {
    case "pick": await presenter.didPickPlayers(at: try rows(command.arguments))
    case "unpick": await presenter.didUnpickPlayers(at: try rows(command.arguments))
    case "add":
      guard !command.argumentText.isEmpty else {
        throw CommandError("type 'add NAME' to add a guest and pick them, e.g. 'add Sam'")
      }
      await presenter.didRequestGuest(named: command.argumentText)
    case _ where command.name.first?.isNumber == true:
      await presenter.didTogglePlayers(at: try rows([command.name] + command.arguments))
    case "confirm":
      try command.expectNoArguments()
      await presenter.didConfirmSelection()
    case "cancel":
      try command.expectNoArguments()
      await presenter.didCancelSelection()
    case "list", "more", "find": try await handlePaging(command, presenter: presenter)
    default: throw .unknown(command.name, commands: commands)
    }
  }

  /// The 0-based rows of typed numbers and ranges (`1 3 5-7`), or every row for `all`.
  private func rows(_ words: [String]) throws(CommandError) -> [Int] {
    if words.count == 1, words[0].lowercased() == "all" { return Array(0..<rowCount) }
    return try CommandError.checking { try NumberList.numbers(words, in: rowCount) }.map { $0 - 1 }
  }

  /// The 0-based row of `show N` or `delete N`.
  private func row(_ command: CommandInput) throws(CommandError) -> Int {
    let word = try command.numberArgument()
    return try CommandError.checking { try NumberList.number(word, in: rowCount) } - 1
  }

  /// `back` leaves selection mode; from the list it offers to log out, as the
  /// original's back button did, and asks first (no, or the end of input, stays).
  func goBack(presenter: any PlayerListPresenting) async -> BackDecision {
    if isSelecting {
      await presenter.didCancelSelection()
    } else {
      await presenter.didRequestBack()
    }
    return .stay
  }
}
