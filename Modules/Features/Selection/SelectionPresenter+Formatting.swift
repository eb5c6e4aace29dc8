import Domain
import Presentation

/// How the roster and the picks become what the view shows.
extension SelectionPresenter {
  func noPlayerMessage(at row: Int) -> String {
    roster.isEmpty
      ? "there are no players yet; type 'add' to add one"
      : "there is no player \(row + 1); choose a number from 1 to \(roster.count)"
  }

  /// The page of the roster in the window: every row when the roster fits on one page.
  func makeViewModel() -> SelectionViewModel {
    let shown = window.rows.clamped(to: 0..<roster.count)
    var viewModel = makeViewModel(
      rows: shown.compactMap { row in
        roster.player(at: row).map { (row, $0) }
      })
    if let footer = window.footer(ofRosterOf: roster.count) {
      viewModel.playerCount = roster.count
      viewModel.footer = footer
    }
    return viewModel
  }

  /// What `find TEXT` found, numbered as on the whole roster.
  func makeViewModel(_ found: PlayerMatches, for text: String) -> SelectionViewModel {
    var viewModel = makeViewModel(rows: found.matches.map { ($0.position, $0.player) })
    let matches = found.total
    viewModel.playerCount = roster.count
    viewModel.footer =
      matches > found.matches.count
      ? "\(matches) players match '\(text)'; the first \(found.matches.count) are shown. "
        + "Type more of the name to narrow it."
      : "\(matches == 1 ? "1 player matches" : "\(matches) players match") '\(text)'."
    return viewModel
  }

  /// `players` on their 0-based rows, with the title and hint of the screen.
  func makeViewModel(rows players: [(row: Int, player: Player)]) -> SelectionViewModel {
    SelectionViewModel(
      title: "Select players of \(username): \(selection.count) of \(roster.count) selected",
      rows: players.map { row, player in
        SelectionViewModel.Row(
          number: "\(row + 1)", name: player.name,
          position: player.position?.displayName ?? "-",
          skill: player.skill?.displayName ?? "-", isPicked: selection.contains(player))
      })
  }

  /// After the selection changed: the roster again when it fits on one page, else
  /// `summary` (what changed) and the count, so a large roster is not reprinted.
  func showChange(_ summary: String?) {
    guard roster.count > RosterWindow.pageSize else { return view.display(makeViewModel()) }
    let count = roster.count == 1 ? "1 player" : "\(roster.count) players"
    view.displayMessage(
      [summary, "\(selection.count) of \(count) selected."].compactMap { $0 }
        .joined(separator: " "))
  }
}
