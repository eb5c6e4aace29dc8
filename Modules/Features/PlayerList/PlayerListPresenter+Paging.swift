import Domain

/// Long rosters a screenful at a time: `list`, `list A-B`, `more` and `find TEXT`; and
/// after a change, a line saying what changed instead of the whole roster again.
extension PlayerListPresenter {
  /// Reloads the roster and shows `first...last` (0-based), or the first page.
  func didRequestList(from first: Int?, through last: Int?) async {
    state.showRows(from: first, through: last)
    await showRoster()
  }

  /// The page after the one shown last.
  func didRequestMore() async {
    guard state.showNextPage() else {
      return view.displayMessage(
        "That is the end of the list (\(roster.count) players); 'list' starts again.")
    }
    await showRoster()
  }

  /// The players whose name contains `text` (any case), numbered as on the roster.
  func didRequestFind(_ text: String) async {
    let found: PlayerMatches
    do {
      found = try await interactor.find(text, limit: RosterWindow.pageSize)
    } catch {
      return view.displayError("could not look for '\(text)': \(error.message)")
    }
    let matches = found.total
    guard matches > 0 else {
      return view.displayMessage("No player's name contains '\(text)'.")
    }
    var viewModel = makeViewModel(rows: rows(found.matches.map { ($0.position, $0.player) }))
    viewModel.playerCount = roster.count
    viewModel.footer =
      matches > found.matches.count
      ? "\(matches) players match '\(text)'; the first \(found.matches.count) are shown. "
        + "Type more of the name to narrow it."
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
