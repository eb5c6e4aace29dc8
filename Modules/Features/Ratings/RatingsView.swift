import Domain
import LineUI

/// The events the view reports to its presenter.
@MainActor
protocol RatingsPresenting: AnyObject {
  func viewDidAppear() async
  /// Rows `first...last` (0-based), or the first page when both are `nil`.
  func didRequestList(from first: Int?, through last: Int?) async
  func didRequestMore() async
  func didRequestSort(_ order: RatingOrder) async
  /// One player's rating history, by their 0-based row.
  func didRequestShow(row: Int) async
  /// Every player of the table, numbered as its rows (1 first): what `show NAME` and Tab
  /// read.
  var numberedNames: [NumberedName] { get }
  func didRequestCheck() async
  func didRequestClose() async
}

/// Shows the players by rating, each with a small chart of their rating over their last
/// gathers, and turns each typed line into one presenter call.
@MainActor
final class RatingsView: ModuleView, ConsoleView, RatingsDisplaying {
  let console: Console
  /// How many players can be typed by number, from the last table shown.
  private(set) var rowCount = 0
  /// Gathers the small charts cover.
  static let chartWidth = 12

  init(console: Console) {
    self.console = console
  }

  let prompt = "ratings> "

  let commands = [
    CommandHelp("sort rating|name|games|uncertainty", "order the players (rating first)"),
    CommandHelp(
      "show N|NAME", "player N's rating gather by gather (or the player's name, or its start)",
      hint: "show N"),
    CommandHelp("check", "how well the ratings predicted the past gathers"),
    CommandHelp("more", "the next 50 players"),
    CommandHelp("list [A-B]", "the first page again, or players A to B (e.g. list 51-100)"),
  ]

  // MARK: Input

  func appear(presenter: any RatingsPresenting) async {
    await presenter.viewDidAppear()
  }

  func handle(_ command: CommandInput, presenter: any RatingsPresenting) async {
    do throws(CommandError) {
      switch command.name {
      case "list":
        let (first, last) = try range(command)
        await presenter.didRequestList(from: first, through: last)
      case "more":
        try command.expectNoArguments()
        await presenter.didRequestMore()
      case "sort":
        guard command.arguments.count == 1, let order = RatingOrder(parsing: command.arguments[0])
        else {
          throw CommandError("type 'sort rating', 'sort name', 'sort games' or 'sort uncertainty'")
        }
        await presenter.didRequestSort(order)
      case "show":
        let names = presenter.numberedNames
        let words = NumberList.asOneName(command.arguments[...], names)
        guard words.count == 1 else {
          throw CommandError("type 'show N' with a player's number or name, e.g. 'show 1'")
        }
        let number = try CommandError.checking {
          try NumberList.number(words[0], in: rowCount, names: names)
        }
        await presenter.didRequestShow(row: number - 1)
      case "check":
        try command.expectNoArguments()
        await presenter.didRequestCheck()
      default: throw .unknown(command.name, commands: commands)
      }
    } catch {
      console.error(error.message)
    }
  }

  func goBack(presenter: any RatingsPresenting) async -> BackDecision {
    await presenter.didRequestClose()
    return .stay
  }

  // MARK: Output

  func display(_ viewModel: RatingsViewModel) {
    rowCount = viewModel.playerCount
    displayTitle(viewModel.title)
    console.lines(viewModel.notes)
    if !viewModel.rows.isEmpty {
      let table = TextTable(
        columns: [
          .init("#", alignment: .right), .init("Name"), .init("Rating", alignment: .right),
          .init("±", alignment: .right), .init("Games", alignment: .right),
          .init("Last \(Self.chartWidth)"),
        ],
        rows: viewModel.rows.map {
          [$0.number, $0.name, $0.rating, $0.uncertainty, $0.games, chart($0.trend)]
        })
      console.lines(table.render(width: console.columns))
    }
    if let footer = viewModel.footer { console.line(footer) }
    console.hint(viewModel.hint)
  }

  func display(_ report: RatingsReportViewModel) {
    displayTitle(report.title)
    if !report.trend.isEmpty { console.line("  " + chart(report.trend)) }
    if !report.columns.isEmpty {
      let table = TextTable(
        columns: report.columns.indices.map { index in
          .init(
            report.columns[index],
            alignment: report.numericColumns.contains(index) ? .right : .left)
        },
        rows: report.rows)
      console.lines(table.render(width: console.columns))
    }
    console.lines(report.notes)
  }

  /// The course drawn in block characters on a UTF-8 terminal, in ASCII otherwise.
  private func chart(_ trend: [Double]) -> String {
    Sparkline.line(trend, width: Self.chartWidth, minimumSpan: 2, unicode: console.drawsBlocks)
  }
}
