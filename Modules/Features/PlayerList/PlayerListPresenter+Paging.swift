import Domain
import Presentation

/// Long rosters a screenful at a time: `list`, `list A-B`, `more` and `find TEXT`; after a
/// change, a line saying what changed instead of the whole roster again; how the state
/// becomes what the view shows, and the state itself.
extension PlayerListPresenter {
  /// Reloads the roster and shows `first...last` (0-based), or the first page.
  func didRequestList(from first: Int?, through last: Int?) async {
    state.showRows(from: first, through: last)
    await showRoster()
  }

  /// The page after the one shown last: of the matches after `find`, else of the roster.
  func didRequestMore() async {
    if let search = state.search { return await showMatches(of: search.text, from: search.shown) }
    guard state.showNextPage() else {
      return view.displayMessage(
        "That is the end of the list (\(roster.count) players); 'list' starts again.")
    }
    await showRoster()
  }

  /// The players whose name contains `text` (any case, any accents), numbered as on the
  /// roster; `more` then shows the next matches.
  func didRequestFind(_ text: String) async {
    await showMatches(of: text, from: 0)
  }

  /// The matches of `text` from the `first` (0-based) on, a page of them.
  private func showMatches(of text: String, from first: Int) async {
    let found: PlayerMatches
    do {
      found = try await interactor.find(text, limit: first + RosterWindow.pageSize)
    } catch {
      return view.displayError("could not look for '\(text)': \(error.message)")
    }
    let matches = found.total
    guard matches > 0 else {
      return view.displayMessage("No player's name contains '\(text)'.")
    }
    let page = found.matches.dropFirst(first)
    guard !page.isEmpty else {
      return view.displayMessage(
        "That is the end of the matches (\(matches)); 'find \(text)' starts again.")
    }
    state.noteSearch(text, shown: first + page.count)
    var viewModel = makeViewModel(
      rows: PlayerListViewModel.rows(page.map { ($0.position, $0.player) }))
    viewModel.playerCount = roster.count
    let last = first + page.count
    viewModel.footer =
      matches > page.count
      ? "\(matches) players match '\(text)'; \(first + 1)-\(last) are shown. "
        + (last < matches ? "'more' shows the next ones; type" : "Type")
        + " more of the name to narrow it."
      : "\(matches == 1 ? "1 player matches" : "\(matches) players match") '\(text)'."
    view.display(viewModel)
  }

  /// After the roster changed: the roster again when it fits on one page, else `summary`
  /// (what changed) and the count, so a large roster is not reprinted.
  func showChange(_ summary: String?) {
    guard roster.count > RosterWindow.pageSize else { return view.display(makeViewModel()) }
    let count = roster.count == 1 ? "1 player" : "\(roster.count) players"
    view.displayChange(
      [summary, "\(count) on the roster; 'list' shows them."].compactMap { $0 }
        .joined(separator: " "),
      playerCount: roster.count)
  }

  // MARK: What the view shows

  func noPlayerMessage(at index: Int) -> String {
    roster.isEmpty
      ? "there are no players yet; type 'add' to add one"
      : "there is no player \(index + 1); choose a number from 1 to \(roster.count)"
  }

  /// The roster's loaded rows in `shown` (0-based), numbered as on the whole roster.
  func rows(_ shown: some Sequence<Int>) -> [PlayerListViewModel.Row] {
    PlayerListViewModel.rows(
      shown.compactMap { offset in roster.player(at: offset).map { (offset, $0) } })
  }

  /// The page of the roster in `window`: every row when the roster fits on one page.
  func makeViewModel() -> PlayerListViewModel {
    let shown = state.window.rows.clamped(to: 0..<roster.count)
    var viewModel = makeViewModel(rows: rows(shown))
    if let footer = state.window.footer(ofRosterOf: roster.count) {
      viewModel.playerCount = roster.count
      viewModel.footer = footer
    }
    return viewModel
  }

  /// The screen with `rows` (all of the roster or a part of it).
  func makeViewModel(rows: [PlayerListViewModel.Row]) -> PlayerListViewModel {
    PlayerListViewModel(
      title: "Players of \(username) (\(roster.count))",
      rows: rows,
      emptyMessage: roster.isEmpty
        ? "No players yet. Type 'add' to add your first player, or 'import FILE'." : nil,
      offersResume: state.hasUnfinishedMatch)
  }

  /// The rows loaded, numbered as on the whole roster (Tab after `show N`).
  var numberedNames: [(number: Int, name: String)] {
    roster.players.enumerated().map { (roster.rows.lowerBound + $0.offset + 1, $0.element.name) }
  }

  // MARK: State

  /// What the player list holds between events: the roster, whether a match is waiting
  /// to be resumed, and the rows shown.
  ///
  /// A reference the presenter keeps as a `let`, so its role extensions change it only
  /// through these methods: every property can be set only here.
  @MainActor
  final class State {
    private(set) var roster = PlayerRoster([])
    /// The match left unfinished, as last looked up: `resume` offers it.
    private(set) var unfinishedMatch: MatchSnapshot?
    /// Whether the list has shown before (the first time it opens an unfinished match).
    private(set) var hasAppeared = false
    /// The rows (0-based) the list shows: the first page until `more` or `list A-B`.
    private(set) var window = RosterWindow()
    /// The text of the last `find` and how many of its matches were shown, while `more`
    /// pages the matches; `nil` once the roster is listed again.
    private(set) var search: (text: String, shown: Int)?

    var hasUnfinishedMatch: Bool { unfinishedMatch != nil }

    /// The roster as loaded, or as a change the interactor made left it (a delete).
    func load(_ roster: PlayerRoster) {
      self.roster = roster
    }

    /// Notes that the list shows; answers whether this is the first time.
    func noteAppearance() -> Bool {
      defer { hasAppeared = true }
      return !hasAppeared
    }

    func noteUnfinishedMatch(_ match: MatchSnapshot?) {
      unfinishedMatch = match
    }

    /// Notes that the matches of `text` up to `shown` are on screen.
    func noteSearch(_ text: String, shown: Int) {
      search = (text, shown)
    }

    /// Shows `first...last` (0-based), or a page from `first` (0 when `nil`).
    func showRows(from first: Int?, through last: Int?) {
      search = nil
      window.show(from: first, through: last)
    }

    /// Moves to the page after the one shown; `false` at the end of the roster.
    func showNextPage() -> Bool {
      window.showNextPage(of: roster.count)
    }
  }
}
