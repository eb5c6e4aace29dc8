import Domain

/// Long rosters a screenful at a time: `list`, `list A-B`, `more` and `find TEXT`; and
/// after a change, a line saying what changed instead of the whole roster again.
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
    var viewModel = makeViewModel(rows: rows(page.map { ($0.position, $0.player) }))
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
    view.displayMessage(
      [summary, "\(count) on the roster; 'list' shows them."].compactMap { $0 }
        .joined(separator: " "))
  }
}
