import Domain
import LineUI

/// The events the view reports to its presenter.
@MainActor
protocol HistoryPresenting: AnyObject {
  func viewDidAppear() async
  func didSelectGather(at index: Int) async
  func didRequestDelete(at index: Int) async
  func didRequestRecords(order: RecordOrder?, since: String?) async
  /// `add`: a gather played without the app, entered step by step.
  func didRequestAdd() async
  /// `share N`: gather N's result as plain text to paste into a chat.
  func didRequestShare(at index: Int) async
  /// `more`: the next page of the list shown last.
  func didRequestMore() async
  /// `list A-B` (1-based) of the list shown last; `list`: the gathers from the top.
  func didRequestList(_ range: ClosedRange<Int>?) async
  func didRequestExport(format: String, to path: String?) async
  /// `edit N` alone shows what can be corrected; with a correction it changes the gather.
  func didRequestEdit(at index: Int, correction: GatherCorrection?) async
  func didRequestClose() async
  /// `attendance`: how many of the ended gathers each player played in (another module).
  func didRequestAttendance() async
}

/// Shows past gathers, one gather in detail and the players' records as tables, and
/// turns each typed line into one presenter call.
@MainActor
final class HistoryView: ModuleView, ConsoleView, HistoryDisplaying {
  let console: Console
  /// The number of gathers last listed, to check `show N` and `delete N` before asking.
  private(set) var rowCount = 0
  /// How many rows the list shown last has, to check `list A-B`.
  private(set) var listedCount = 0

  init(console: Console) {
    self.console = console
  }

  let prompt = "history> "

  let commands = [
    CommandHelp("show N", "show gather N: line-ups and goal scorers"),
    CommandHelp("delete N", "delete gather N (asks first)"),
    CommandHelp("edit N", "show gather N's numbered goals and line-up, to correct them"),
    CommandHelp(
      "edit N score A-B|remove G|goal a|b [og] P|minute G M|scorer G P|name a|b NAME|date DAY",
      "correct gather N's score, goals, a goal's minute or scorer, a team's name, or its day "
        + "(YYYY-MM-DD)", hint: ""),
    CommandHelp(
      "edit N move P a|b|bench|add [a|b] R|drop P",
      "correct who played in gather N: line-up player P to Team A, B or the Bench (also "
        + "'edit N a P'), R joins (a name, or a number of the player list), P did not play",
      hint: ""),
    CommandHelp(
      "records [goals|won|played|name|win%] [since YYYY-MM-DD]",
      "every player's played, won, drawn, lost and goals, sorted by the word given (win%: "
        + "by the share won, shown too), over the gathers from that day on",
      hint: "records"),
    CommandHelp("export csv|json [FILE]", "write every gather to FILE, or show them"),
    CommandHelp("list", "show the gathers again"),
    CommandHelp("more", "show the next page of the list shown last"),
    CommandHelp("share N", "gather N's result as plain text to paste into a chat"),
    CommandHelp("add", "enter a gather played without the app: day, teams, score, scorers"),
    CommandHelp("attendance", "how many of the ended gathers each player played in", hint: ""),
    CommandHelp(
      "list A-B", "show rows A to B of the list shown last", hint: ""),
  ]

  // MARK: Input

  func appear(presenter: any HistoryPresenting) async {
    await presenter.viewDidAppear()
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
    rowCount = viewModel.gatherCount ?? viewModel.rows.count
    listedCount = rowCount
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
      if let footer = viewModel.footer { console.line(footer) }
      if let topScorers = viewModel.topScorers { console.line(topScorers) }
    }
    console.hint(hint)
  }

  func displayDetail(_ viewModel: HistoryDetailViewModel) {
    if let count = viewModel.pagedCount { listedCount = count }
    console.title(viewModel.title)
    console.lines(viewModel.lines)
  }

  func askLine(_ prompt: String, names: [String]) async -> String? {
    await console.ask(prompt, completion: Self.completion(of: names))
  }

  /// Tab at `add`'s players: a name from its start, the first one or any after it.
  static func completion(of names: [String]) -> LineCompletion {
    LineCompletion(commandWords: names, argumentWords: names)
  }

  func displayRecords(_ viewModel: HistoryRecordsViewModel) {
    console.title(viewModel.title)
    let numbers =
      ["Played", "Won", "Drawn", "Lost", "Goals"]
      + (viewModel.rows.first?.count == 7 ? ["Win %"] : [])
    let table = TextTable(
      columns: [.init("Name")] + numbers.map { .init($0, alignment: .right) },
      rows: viewModel.rows)
    console.lines(table.render(width: console.columns))
    if let footer = viewModel.footer { console.line(footer) }
    listedCount = viewModel.total
  }
}
