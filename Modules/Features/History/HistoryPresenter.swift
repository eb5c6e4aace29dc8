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
  /// Reads one answer after `prompt`; `nil` at the end of input.
  func askLine(_ prompt: String) async -> String?
}

/// The use cases the presenter runs.
protocol HistoryInteracting: Sendable {
  func loadHistory() async throws(FootballGatherError) -> MatchHistory
  func delete(_ gather: Gather, from history: MatchHistory) async throws(FootballGatherError)
    -> MatchHistory
  func export(_ history: MatchHistory, as format: MatchHistory.ExportFormat, to path: String?)
    async throws(FootballGatherError) -> String
  /// Stores a gather played without the app; answers the history with it.
  func record(
    _ lineUp: [GatherPlayer], playedAt: Date, score: Score, goals: [Goal], in history: MatchHistory
  ) async throws(FootballGatherError) -> MatchHistory
  func correct(_ gather: Gather, goals: [Goal], in history: MatchHistory)
    async throws(FootballGatherError) -> (history: MatchHistory, gather: Gather)
  /// Moves the gather to other start and end times; answers the history (newest first
  /// again) and the gather moved.
  func redate(_ gather: Gather, startedAt: Date, endedAt: Date, in history: MatchHistory)
    async throws(FootballGatherError) -> (history: MatchHistory, gather: Gather)
  /// Saves what the gather's teams are called; answers the history and the gather renamed.
  func rename(_ gather: Gather, to teamNames: TeamNames, in history: MatchHistory)
    async throws(FootballGatherError) -> (history: MatchHistory, gather: Gather)
}

/// Where the presenter can send the user.
@MainActor
protocol HistoryRouting: AnyObject {
  func close() async
}

/// Reacts to the history screen's events: lists past gathers, shows one, deletes one,
/// shows every player's record.
@MainActor
final class HistoryPresenter: HistoryPresenting {
  let formatter: HistoryPresenter.Formatter
  let view: any HistoryDisplaying
  let interactor: any HistoryInteracting
  private let router: any HistoryRouting
  /// The gathers last loaded; changed only here, by loading, deleting and correcting.
  private(set) var history = MatchHistory(gathers: [], players: [])
  /// The list shown last and the page of it on screen (`more`, `list A-B`).
  let paging = Paging()

  init(
    formatter: HistoryPresenter.Formatter, view: any HistoryDisplaying,
    interactor: any HistoryInteracting, router: any HistoryRouting
  ) {
    self.formatter = formatter
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  func viewDidAppear() async {
    await showHistory()
  }

  /// Loads the gathers and lists them.
  private func showHistory() async {
    do {
      history = try await interactor.loadHistory()
      await showGathers()
    } catch {
      view.displayError("could not load the history: \(error.message)")
    }
  }

  /// The first page of the gathers as they are now.
  func showGathers() async {
    paging.start(.gathers, total: history.count, size: Self.gathersPerPage)
    view.display(formatter.list(history, page: paging.page))
  }

  /// Saves a gather's corrected goals and keeps the history the interactor returns;
  /// answers the gather as saved.
  func saveCorrection(of gather: Gather, goals: [Goal]) async throws(FootballGatherError)
    -> Gather
  {
    let saved = try await interactor.correct(gather, goals: goals, in: history)
    history = saved.history
    return saved.gather
  }

  /// Saves new team names for a gather and keeps the history with them.
  func saveTeamNames(of gather: Gather, _ teamNames: TeamNames) async throws(FootballGatherError)
    -> Gather
  {
    let saved = try await interactor.rename(gather, to: teamNames, in: history)
    history = saved.history
    return saved.gather
  }

  /// Moves a gather to other times and keeps the history with it.
  func saveDates(of gather: Gather, startedAt: Date, endedAt: Date)
    async throws(FootballGatherError) -> Gather
  {
    let saved = try await interactor.redate(
      gather, startedAt: startedAt, endedAt: endedAt, in: history)
    history = saved.history
    return saved.gather
  }

  /// Stores a gather played without the app and keeps the history with it.
  func saveRecord(_ lineUp: [GatherPlayer], playedAt: Date, score: Score, goals: [Goal])
    async throws(FootballGatherError)
  {
    history = try await interactor.record(
      lineUp, playedAt: playedAt, score: score, goals: goals, in: history)
  }

  func didSelectGather(at index: Int) async {
    guard let gather = history.gather(at: index) else {
      return view.displayError(noGatherMessage(at: index))
    }
    var detail = formatter.detail(gather)
    if gather.players.count > Self.namesPerPage {
      paging.start(.lineUp(gather.id), total: gather.players.count, size: Self.namesPerPage)
      detail.pagedCount = gather.players.count
    }
    view.displayDetail(detail)
  }

  func didRequestDelete(at index: Int) async {
    guard let gather = history.gather(at: index) else {
      return view.displayError(noGatherMessage(at: index))
    }
    let name = "the gather of \(formatter.date(of: gather))"
    guard await view.askConfirmation("Delete \(name) (\(gather.score ?? Score()))?") else {
      return view.displayMessage("Kept \(name).")
    }
    do {
      history = try await interactor.delete(gather, from: history)
      view.displayMessage("Deleted \(name).")
      paging.start(.gathers, total: history.count, size: Self.gathersPerPage)
      view.display(formatter.list(history, page: paging.page))
    } catch {
      view.displayError("could not delete \(name): \(error.message)")
    }
  }

  func didRequestRecords(order: RecordOrder?, since: String?) async {
    let query = RecordQuery(order: order, since: since)
    let count = formatter.playedRecords(history, query).records.count
    paging.start(.records(query), total: count, size: Self.recordsPerPage)
    view.displayRecords(formatter.records(history, query: query, page: paging.page))
  }

  func didRequestExport(format name: String, to path: String?) async {
    guard let format = MatchHistory.ExportFormat(rawValue: name.lowercased()) else {
      return view.displayError("there is no format '\(name)'; type 'export csv' or 'export json'")
    }
    do {
      let text = try await interactor.export(history, as: format, to: path)
      guard let path else { return view.displayDocument(text) }
      let count = history.count == 1 ? "1 gather" : "\(history.count) gathers"
      view.displayMessage("Exported \(count) to \(path) as \(format.rawValue.uppercased()).")
    } catch {
      view.displayError("could not export the history: \(error.message)")
    }
  }

  func didRequestClose() async {
    await router.close()
  }

  func noGatherMessage(at index: Int) -> String {
    history.isEmpty
      ? "there are no gathers yet"
      : "there is no gather \(index + 1); choose a number from 1 to \(history.count)"
  }
}
