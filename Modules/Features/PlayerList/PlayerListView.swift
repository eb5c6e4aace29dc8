import Domain
import LineUI

/// The events the view reports to its presenter.
@MainActor
protocol PlayerListPresenting: AnyObject {
  /// The rows loaded, numbered: Tab completes a name (`find Ann`), or its number after `show`.
  var numberedNames: [(number: Int, name: String)] { get }
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

  func completion(presenter: any PlayerListPresenting) -> LineCompletion {
    Self.completion(of: presenter.numberedNames)
  }

  // MARK: Input

  func appear(presenter: any PlayerListPresenting) async {
    await presenter.viewDidAppear()
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
