import Domain
import LineUI

/// The events the selection screen reports to its presenter.
@MainActor
protocol SelectionPresenting: AnyObject {
  /// The names Tab completes: the players on the rows loaded.
  var playerNames: [String] { get }
  /// The rows loaded, numbered as on the whole roster: Tab after `pick` turns a name into
  /// its number.
  var numberedNames: [(number: Int, name: String)] { get }
  func viewDidAppear() async
  /// `pick`, `unpick` and bare numbers: the players on `rows` (0-based).
  func didPickPlayers(at rows: [Int]) async
  func didUnpickPlayers(at rows: [Int]) async
  func didTogglePlayers(at rows: [Int]) async
  /// `add NAME`: a guest joins the roster and is picked.
  func didRequestGuest(named name: String) async
  /// `paste`: the lines of a sign-up list, to match against the roster and pick.
  func didPaste(_ lines: [String]) async
  func didConfirmSelection() async
  /// `cancel` or `back`: the selection is dropped and the screen left.
  func didCancelSelection() async
  /// After each command: the picks, if they changed, are kept for the next run.
  func didFinishCommand() async
  /// `list` (the first page) or `list A-B` (0-based rows), `more`, `find TEXT`.
  func didRequestList(from first: Int?, through last: Int?) async
  func didRequestMore() async
  func didRequestFind(_ text: String) async
}

/// Shows the roster with a Pick column and turns each typed line into one presenter call.
@MainActor
final class SelectionView: ModuleView, ConsoleView, SelectionDisplaying {
  let console: Console
  /// The players on the roster last shown, to check player numbers before asking.
  private(set) var rowCount = 0

  init(console: Console) {
    self.console = console
  }

  let prompt = "players> "

  var commands: [CommandHelp] { Self.commandTable }

  func appear(presenter: any SelectionPresenting) async {
    await presenter.viewDidAppear()
  }

  func handle(_ command: CommandInput, presenter: any SelectionPresenting) async {
    do throws(CommandError) {
      try await dispatch(command, presenter: presenter)
      await presenter.didFinishCommand()
    } catch {
      console.error(error.message)
    }
  }

  private func dispatch(_ command: CommandInput, presenter: any SelectionPresenting)
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
    case "paste":
      try command.expectNoArguments()
      guard let lines = await pastedLines() else {
        return console.line("Paste stopped; nothing was picked.")
      }
      await presenter.didPaste(lines)
    case _ where command.name.first?.isNumber == true:
      await presenter.didTogglePlayers(at: try rows([command.name] + command.arguments))
    case "confirm":
      try command.expectNoArguments()
      await presenter.didConfirmSelection()
    case "cancel":
      try command.expectNoArguments()
      await presenter.didCancelSelection()
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

  /// The 0-based rows of typed numbers and ranges (`1 3 5-7`), or every row for `all`.
  private func rows(_ words: [String]) throws(CommandError) -> [Int] {
    if words.count == 1, words[0].lowercased() == "all" { return Array(0..<rowCount) }
    return try CommandError.checking { try NumberList.numbers(words, in: rowCount) }.map { $0 - 1 }
  }

  /// The lines pasted after `paste`, up to an empty line or the end of input; `nil` after
  /// Ctrl-C (nothing is picked).
  private func pastedLines() async -> [String]? {
    console.line("Paste the sign-up list, then an empty line:")
    var lines: [String] = []
    while true {
      switch await console.read("paste> ") {
      case .line(let line) where !line.trimmingWhitespace().isEmpty: lines.append(line)
      case .interrupted: return nil
      case .line, .endOfInput: return lines
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

  /// `back` drops the selection, as `cancel` does; the presenter leaves the screen.
  func goBack(presenter: any SelectionPresenting) async -> BackDecision {
    await presenter.didCancelSelection()
    return .stay
  }

  func askLine(_ prompt: String) async -> String? {
    await console.ask(prompt)
  }

  // MARK: Output

  func display(_ viewModel: SelectionViewModel) {
    rowCount = viewModel.playerCount ?? viewModel.rows.count
    displayTitle(viewModel.title)
    let table = TextTable(
      columns: [
        .init("Pick"), .init("#", alignment: .right), .init("Name"), .init("Position"),
        .init("Skill"),
      ],
      rows: viewModel.rows.map {
        [$0.isPicked ? "[x]" : "[ ]", $0.number, $0.name, $0.position, $0.skill]
      })
    console.lines(table.render(width: console.columns))
    if let footer = viewModel.footer { console.line(footer) }
    console.hint(hint)
  }
}
