import Domain
import LineUI

/// The events the view reports to its presenter.
@MainActor
protocol HistoryPresenting: AnyObject {
  func viewDidAppear() async
  /// `list`: the screen shown again.
  func didRequestList() async
  func didSelectGather(at index: Int) async
  func didRequestDelete(at index: Int) async
  func didRequestRecords(order: RecordOrder?) async
  func didRequestExport(format: String, to path: String?) async
  /// `edit N` alone shows what can be corrected; with a correction it changes the gather.
  func didRequestEdit(at index: Int, correction: GatherCorrection?) async
  func didRequestClose() async
}

/// Shows past gathers, one gather in detail and the players' records as tables, and
/// turns each typed line into one presenter call.
@MainActor
final class HistoryView: ModuleView, ConsoleView, HistoryDisplaying {
  let console: Console
  /// The number of gathers last listed, to check `show N` and `delete N` before asking.
  private var rowCount = 0

  init(console: Console) {
    self.console = console
  }

  let prompt = "history> "

  let commands = [
    CommandHelp("show N", "show gather N: line-ups and goal scorers"),
    CommandHelp("delete N", "delete gather N (asks first)"),
    CommandHelp("edit N", "show gather N's numbered goals and line-up, to correct them"),
    CommandHelp(
      "edit N score A-B|remove G|goal a|b [og] P", "correct gather N's score or goals", hint: ""),
    CommandHelp(
      "records [goals|won|played|name]",
      "every player's played, won, drawn, lost and goals, sorted by the word given",
      hint: "records"),
    CommandHelp("export csv|json [FILE]", "write every gather to FILE, or show them"),
    CommandHelp("list", "show the gathers again"),
  ]

  // MARK: Input

  func appear(presenter: any HistoryPresenting) async {
    await presenter.viewDidAppear()
  }

  func handle(_ command: CommandInput, presenter: any HistoryPresenting) async {
    do throws(CommandError) {
      switch command.name {
      case "show":
        await presenter.didSelectGather(at: try row(command.numberArgument(what: "gather")))
      case "delete":
        await presenter.didRequestDelete(at: try row(command.numberArgument(what: "gather")))
      case "edit":
        guard let first = command.arguments.first else {
          throw CommandError("type 'edit N' with the gather's number")
        }
        await presenter.didRequestEdit(
          at: try row(first), correction: try Self.correction(Array(command.arguments.dropFirst())))
      case "records":
        guard command.arguments.count <= 1 else {
          throw CommandError("type 'records' or 'records goals|won|played|name'")
        }
        guard let word = command.arguments.first else {
          return await presenter.didRequestRecords(order: nil)
        }
        guard let order = RecordOrder(rawValue: word.lowercased()) else {
          throw CommandError(
            "records sort by goals, won, played or name; type e.g. 'records goals'")
        }
        await presenter.didRequestRecords(order: order)
      case "export":
        guard let split = command.firstArgumentAndRest else {
          throw CommandError("type 'export csv' or 'export json', then a file name or nothing")
        }
        await presenter.didRequestExport(format: split.word, to: split.rest)
      case "list": await presenter.didRequestList()
      default: throw .unknown(command.name, commands: commands)
      }
    } catch {
      console.error(error.message)
    }
  }

  /// The 0-based row of the gather numbered `word`.
  private func row(_ word: String) throws(CommandError) -> Int {
    try CommandError.checking { try NumberList.number(word, in: rowCount, what: "gather") } - 1
  }

  func goBack(presenter: any HistoryPresenting) async -> BackDecision {
    await presenter.didRequestClose()
    return .stay
  }

  /// The line under the screen, from `commands` (written once, there).
  var hint: String {
    CommandHelp.hintLine(
      of: commands, naming: ["show", "edit", "delete", "records", "export", "list"],
      then: ["help", "back"])
  }

  // MARK: Output

  func display(_ viewModel: HistoryViewModel) {
    rowCount = viewModel.rows.count
    displayTitle(viewModel.title)
    if let empty = viewModel.emptyMessage {
      console.line(empty)
    } else {
      let table = TextTable(
        columns: [
          .init("#", alignment: .right), .init("Date"), .init("Score"), .init("Winner"),
        ],
        rows: viewModel.rows.map { [$0.number, $0.date, $0.score, $0.winner] })
      let lines = table.render(width: console.columns)
      console.lines(Array(lines.prefix(1)))
      for (line, row) in zip(lines.dropFirst(), viewModel.rows) {
        console.lines([line, "     " + row.summary])
      }
      if let topScorers = viewModel.topScorers { console.line(topScorers) }
    }
    console.hint(hint)
  }

  func displayDetail(_ viewModel: HistoryDetailViewModel) {
    console.title(viewModel.title)
    console.lines(viewModel.lines)
  }

  func displayDocument(_ text: String) {
    console.document(text)
  }

  func displayRecords(_ viewModel: HistoryRecordsViewModel) {
    console.title(viewModel.title)
    let numbers = ["Played", "Won", "Drawn", "Lost", "Goals"]
    let table = TextTable(
      columns: [.init("Name")] + numbers.map { .init($0, alignment: .right) },
      rows: viewModel.rows)
    console.lines(table.render(width: console.columns))
  }
}
