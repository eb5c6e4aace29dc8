import Domain

/// What the presenter asks of the view.
@MainActor
protocol RatingsDisplaying: AnyObject {
  func display(_ viewModel: RatingsViewModel)
  func display(_ report: RatingsReportViewModel)
  func displayMessage(_ message: String)
  /// A message of several lines (the rating changes after a gather).
  func displayLines(_ lines: [String])
  func displayError(_ message: String)
}

/// The use cases the presenter runs.
protocol RatingsInteracting: Sendable {
  /// Every roster player's rating, replayed from the history.
  func loadRatings() async throws(FootballGatherError) -> RatingTable
  /// Each player's rating before and after `gather`, which has just ended.
  func changes(after gather: Gather) async throws(FootballGatherError) -> [RatingChange]
}

/// Reacts to the ratings screen's events: loads the ratings, pages and sorts them, shows a
/// player's rating history and the check of the ratings against the history.
@MainActor
final class RatingsPresenter: RatingsPresenting {
  private let view: any RatingsDisplaying
  private let interactor: any RatingsInteracting
  private weak var router: (any RatingsRouter)?
  private let formatter: Formatter
  private var table: RatingTable? {
    didSet {
      numberedNames = (table?.standings ?? []).enumerated().map {
        NumberedName(number: $0 + 1, name: $1.player.name)
      }
    }
  }
  /// The table's players numbered as its rows, kept as the table changes.
  private(set) var numberedNames: [NumberedName] = []
  /// The first row shown (0-based) and how many.
  private var page = 0..<Formatter.pageSize

  init(
    formatter: Formatter, view: any RatingsDisplaying, interactor: any RatingsInteracting,
    router: any RatingsRouter
  ) {
    self.formatter = formatter
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  func viewDidAppear() async {
    await didRequestList(from: nil, through: nil)
  }

  /// Reloads the ratings (the history may have changed) and shows `first...last`
  /// (0-based), or the first page.
  func didRequestList(from first: Int?, through last: Int?) async {
    do {
      var loaded = try await interactor.loadRatings()
      loaded.sort(by: table?.order ?? .rating)
      table = loaded
    } catch {
      return view.displayError("could not load the ratings: \(error.message)")
    }
    let start = first ?? 0
    page = start..<((last.map { $0 + 1 }) ?? start + Formatter.pageSize)
    show()
  }

  func didRequestMore() async {
    guard let table, page.upperBound < table.standings.count else {
      return view.displayMessage(
        "That is the end of the list (\(table?.standings.count ?? 0) players); 'list' starts again."
      )
    }
    page = page.upperBound..<(page.upperBound + Formatter.pageSize)
    show()
  }

  func didRequestSort(_ order: RatingOrder) async {
    guard table != nil else { return await viewDidAppear() }
    table?.sort(by: order)
    page = 0..<Formatter.pageSize
    show()
  }

  func didRequestShow(row: Int) async {
    guard let standings = table?.standings, standings.indices.contains(row) else { return }
    view.display(formatter.history(of: standings[row]))
  }

  func didRequestCheck() async {
    guard let table else { return }
    guard table.check.ratings.gathers > 0 else {
      return view.displayMessage(
        "No ended gathers to check the ratings against yet."
          + (table.leftOut > 0 ? " " + Formatter.leftOut(table.leftOut) : ""))
    }
    view.display(Formatter.check(table))
  }

  func didRequestClose() async {
    await router?.close()
  }

  private func show() {
    guard let table else { return }
    view.display(formatter.viewModel(of: table, rows: page))
  }
}
