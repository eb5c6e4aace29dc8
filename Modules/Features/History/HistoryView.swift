import LineUI

/// The events the view reports to its presenter.
@MainActor
protocol HistoryPresenting: AnyObject {
  func viewDidAppear() async
  func didSelectGather(at index: Int) async
  func didRequestDelete(at index: Int) async
  func didRequestRecords() async
  func didRequestClose() async
}

/// Shows past gathers, one gather in detail and the players' records as tables, and
/// turns each typed line into one presenter call.
@MainActor
final class HistoryView: LineView, HistoryDisplaying {
  private let console: Console
  /// The number of gathers last listed, to check `show N` and `delete N` before asking.
  private var rowCount = 0

  init(console: Console) {
    self.console = console
  }

  let prompt = "history> "

  let commands = [
    CommandHelp("show N", "show gather N: line-ups and goal scorers"),
    CommandHelp("delete N", "delete gather N (asks first)"),
    CommandHelp("records", "every player's played, won, drawn, lost and goals"),
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
        await presenter.didSelectGather(at: try command.number(in: rowCount, what: "gather") - 1)
      case "delete":
        await presenter.didRequestDelete(at: try command.number(in: rowCount, what: "gather") - 1)
      case "records": await presenter.didRequestRecords()
      case "list": await presenter.viewDidAppear()
      default: throw .unknown(command.name, commands: commands)
      }
    } catch {
      console.error(error.message)
    }
  }

  func goBack(presenter: any HistoryPresenting) async -> BackDecision {
    await presenter.didRequestClose()
    return .stay
  }

  // MARK: Output

  func display(_ viewModel: HistoryViewModel) {
    rowCount = viewModel.rows.count
    console.line()
    console.title(viewModel.title)
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
        console.lines([line, "     " + row.summary.escapingControlCharacters()])
      }
    }
    console.hint(viewModel.hint)
  }

  func displayDetail(_ viewModel: HistoryDetailViewModel) {
    console.title(viewModel.title)
    console.lines(viewModel.lines.map { $0.escapingControlCharacters() })
  }

  func displayRecords(_ viewModel: HistoryRecordsViewModel) {
    console.title(viewModel.title)
    let numbers = ["Played", "Won", "Drawn", "Lost", "Goals"]
    let table = TextTable(
      columns: [.init("Name")] + numbers.map { .init($0, alignment: .right) },
      rows: viewModel.rows)
    console.lines(table.render(width: console.columns))
  }

  func displayMessage(_ message: String) {
    console.message(message)
  }

  func displayError(_ message: String) {
    console.error(message)
  }

  func askConfirmation(_ question: String) async -> Bool {
    await console.confirm(question)
  }
}
