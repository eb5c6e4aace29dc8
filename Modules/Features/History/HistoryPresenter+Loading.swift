import Domain

extension HistoryPresenter {
  /// What the history screen loaded last: the page of gathers it shows (never the whole
  /// history for the list), the scorers of the "Top scorers" line, and every gather with
  /// the roster once `records`, `export` or `add` needed them. A change to a gather keeps
  /// it in the page and forgets what it may change.
  @MainActor
  final class Loaded {
    private(set) var page = GatherPage(offset: 0, gathers: [], total: 0)
    /// The top scorers line once worked out (`.some(nil)`: there are no scorers).
    private var topScorers: String??
    private var history: MatchHistory?
    /// The gather whose line-up `more` pages after `show N`.
    private(set) var shown: Gather?

    /// How many ended gathers the history had when last loaded.
    var total: Int { page.total }

    /// Loads the gathers at `positions` as the page shown.
    func page(at positions: Range<Int>, from interactor: any HistoryInteracting)
      async throws(FootballGatherError) -> GatherPage
    {
      page = try await interactor.loadPage(at: positions)
      return page
    }

    /// Gather `index` (0-based): from the page shown, else loaded alone; `nil` when the
    /// history has no such gather.
    func gather(at index: Int, from interactor: any HistoryInteracting)
      async throws(FootballGatherError) -> Gather?
    {
      if page.positions.contains(index) { return page.gathers[index - page.offset] }
      guard index >= 0 else { return nil }
      let one = try await interactor.loadPage(at: index..<(index + 1))
      page.total = one.total
      return one.gathers.first
    }

    /// The "Top scorers" line (`nil`: no goal has a scorer), worked out once per load.
    func topScorers(from interactor: any HistoryInteracting) async throws(FootballGatherError)
      -> String?
    {
      if let topScorers { return topScorers }
      let line = TopScorers.line(try await interactor.loadScorers())
      topScorers = .some(line)
      return line
    }

    func history(from interactor: any HistoryInteracting) async throws(FootballGatherError)
      -> MatchHistory
    {
      if let history { return history }
      let loaded = try await interactor.loadHistory()
      history = loaded
      return loaded
    }

    /// Keeps `gather` as saved wherever it is shown; forgets the scorers and the whole
    /// history, which it may change.
    func replace(_ gather: Gather) {
      if let index = page.gathers.firstIndex(where: { $0.id == gather.id }) {
        page.gathers[index] = gather
      }
      if shown?.id == gather.id { shown = gather }
      forget()
    }

    /// Forgets the scorers and the whole history: the next list or `records` reads them again.
    func forget() {
      topScorers = nil
      history = nil
    }

    func show(_ gather: Gather) {
      shown = gather
    }
  }
}
