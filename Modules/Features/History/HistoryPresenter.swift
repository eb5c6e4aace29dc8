import Domain
import Foundation

/// What the presenter asks of the view.
@MainActor
protocol HistoryDisplaying: AnyObject {
  func display(_ viewModel: HistoryViewModel)
  func displayDetail(_ viewModel: HistoryDetailViewModel)
  func displayRecords(_ viewModel: HistoryRecordsViewModel)
  func displayMessage(_ message: String)
  func displayError(_ message: String)
  /// A document to show as it is: the exported history.
  func displayDocument(_ text: String)
  func askConfirmation(_ question: String) async -> Bool
  /// Reads one answer after `prompt`, Tab completing `names`; `nil` at the end of input.
  func askLine(_ prompt: String, names: [String]) async -> String?
}

/// The use cases the presenter runs.
protocol HistoryInteracting: Sendable {
  /// The ended gathers at `positions` of the history (newest first) and how many there are.
  func loadPage(at positions: Range<Int>) async throws(FootballGatherError) -> GatherPage
  /// Every scorer's goals, for the "Top scorers" line.
  func loadScorers() async throws(FootballGatherError) -> [ScorerGoals]
  /// Every gather with the roster: for `records`, `export` and `add`.
  func loadHistory() async throws(FootballGatherError) -> MatchHistory
  func delete(_ gather: Gather) async throws(FootballGatherError)
  func export(_ history: MatchHistory, as format: RosterFormat, to path: String?)
    async throws(FootballGatherError) -> String
  /// Whether something is at `path` already: `export` asks before replacing it.
  func fileExists(at path: String) -> Bool
  /// Stores a gather played without the app; answers it as stored.
  func record(_ lineUp: [GatherPlayer], playedAt: Date, score: Score, goals: [Goal])
    async throws(FootballGatherError) -> Gather
  /// Saves the gather's goal log (and the score it sums to); answers the gather as saved.
  func correct(_ gather: Gather, goals: [Goal]) async throws(FootballGatherError) -> Gather
  /// Saves who played for whom in the gather; answers the gather as saved.
  func correctLineUp(_ gather: Gather, to players: [GatherPlayer])
    async throws(FootballGatherError) -> Gather
  /// Moves the gather to other start and end times; answers the gather moved.
  func redate(_ gather: Gather, startedAt: Date, endedAt: Date)
    async throws(FootballGatherError) -> Gather
  /// Saves what the gather's teams are called; answers the gather renamed.
  func rename(_ gather: Gather, to teamNames: TeamNames) async throws(FootballGatherError)
    -> Gather
}

/// Reacts to the history screen's events: lists past gathers a page at a time (only the
/// page shown is loaded), shows one, corrects or deletes one, shows every player's record.
@MainActor
final class HistoryPresenter: HistoryPresenting {
  let formatter: HistoryPresenter.Formatter
  let view: any HistoryDisplaying
  let interactor: any HistoryInteracting
  private weak var router: (any HistoryRouter)?
  /// What was loaded last: the gathers of a page, the scorers, the whole history for
  /// records and export; forgotten when a gather changes.
  let loaded = Loaded()
  /// The list shown last and the page of it on screen (`more`, `list A-B`).
  let paging = Paging()

  init(
    formatter: HistoryPresenter.Formatter, view: any HistoryDisplaying,
    interactor: any HistoryInteracting, router: any HistoryRouter
  ) {
    self.formatter = formatter
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  func viewDidAppear() async {
    loaded.forget()
    await showGathers()
  }

  /// The first page of the gathers as they are now.
  func showGathers() async {
    do {
      let first = try await loaded.page(at: 0..<Self.gathersPerPage, from: interactor)
      paging.start(.gathers, total: first.total, size: Self.gathersPerPage)
      view.display(try await list(first))
    } catch {
      view.displayError("could not load the history: \(error.message)")
    }
  }

  /// The page's rows as the list shows them, with the top scorers.
  func list(_ page: GatherPage) async throws(FootballGatherError) -> HistoryViewModel {
    formatter.list(
      page, rows: paging.page,
      topScorers: try await loaded.topScorers(from: interactor))
  }

  /// Gather `index` (0-based) of the history, from the page loaded or else the store; an
  /// error shown and `nil` when there is no such gather or it cannot be loaded.
  func gather(at index: Int) async -> Gather? {
    do {
      if let gather = try await loaded.gather(at: index, from: interactor) { return gather }
      view.displayError(noGatherMessage(at: index))
    } catch {
      view.displayError("could not load the history: \(error.message)")
    }
    return nil
  }

  /// Every gather and the roster (loaded once, until a gather changes); an error shown
  /// and `nil` when they cannot be loaded.
  func wholeHistory() async -> MatchHistory? {
    do {
      return try await loaded.history(from: interactor)
    } catch {
      view.displayError("could not load the history: \(error.message)")
      return nil
    }
  }

  /// Keeps `gather` as saved: in the page shown, and forgets what it changes (the
  /// scorers, the whole history).
  func keep(_ gather: Gather) {
    loaded.replace(gather)
  }

  func didSelectGather(at index: Int) async {
    guard let gather = await gather(at: index) else { return }
    var detail = formatter.detail(gather)
    if gather.players.count > Self.namesPerPage {
      loaded.show(gather)
      paging.start(.lineUp(gather.id), total: gather.players.count, size: Self.namesPerPage)
      detail.pagedCount = gather.players.count
    }
    view.displayDetail(detail)
  }

  func didRequestDelete(at index: Int) async {
    guard let gather = await gather(at: index) else { return }
    let name = "the gather of \(formatter.date(of: gather))"
    guard await view.askConfirmation("Delete \(name) (\(gather.score ?? Score()))?") else {
      return view.displayMessage("Kept \(name).")
    }
    do {
      try await interactor.delete(gather)
      loaded.forget()
      view.displayMessage("Deleted \(name).")
      await showGathers()
    } catch {
      view.displayError("could not delete \(name): \(error.message)")
    }
  }

  func didRequestRecords(order: RecordOrder?, since: String?) async {
    guard let history = await wholeHistory() else { return }
    let query = RecordQuery(order: order, since: since)
    let count = formatter.playedRecords(history, query).records.count
    paging.start(.records(query), total: count, size: Self.recordsPerPage)
    view.displayRecords(formatter.records(history, query: query, page: paging.page))
  }

  func didRequestExport(format name: String, to path: String?) async {
    guard let format = RosterFormat(name: name) else {
      return view.displayError("there is no format '\(name)'; type 'export csv' or 'export json'")
    }
    guard let history = await wholeHistory() else { return }
    if let path, interactor.fileExists(at: path),
      !(await view.askConfirmation("\(path) exists: replace it?"))
    {
      return view.displayMessage("Kept \(path) as it was; nothing was exported.")
    }
    do {
      let text = try await interactor.export(history, as: format, to: path)
      guard let path else { return view.displayDocument(text) }
      let count = history.count == 1 ? "1 gather" : "\(history.count) gathers"
      view.displayMessage("Exported \(count) to \(path) as \(format.displayName).")
    } catch {
      view.displayError("could not export the history: \(error.message)")
    }
  }

  func didRequestClose() async {
    await router?.close()
  }

  func didRequestAttendance() async {
    await router?.reviewAttendance()
  }

  func noGatherMessage(at index: Int) -> String {
    loaded.total == 0
      ? "there are no gathers yet"
      : "there is no gather \(index + 1); choose a number from 1 to \(loaded.total)"
  }
}
