import Domain
import Presentation

/// How the player list's state becomes what the view shows.
extension PlayerListPresenter {
  func noPlayerMessage(at index: Int) -> String {
    roster.isEmpty
      ? "there are no players yet; type 'add' to add one"
      : "there is no player \(index + 1); choose a number from 1 to \(roster.count)"
  }

  /// The roster's loaded rows in `shown` (0-based), numbered as on the whole roster.
  func rows(_ shown: some Sequence<Int>) -> [PlayerListViewModel.Row] {
    rows(shown.compactMap { offset in roster.player(at: offset).map { (offset, $0) } })
  }

  /// `players` on their 0-based rows, numbered as on the whole roster. Namesakes (the same
  /// name ignoring case and accents) show what tells them apart: "Ben Carter (31, Arsenal)".
  func rows(_ players: [(row: Int, player: Player)]) -> [PlayerListViewModel.Row] {
    var counts: [NameKey: Int] = [:]
    for (_, player) in players { counts[NameKey(player.name), default: 0] += 1 }
    return players.map { row, player in
      PlayerListViewModel.Row(
        number: "\(row + 1)",
        name: counts[NameKey(player.name), default: 0] > 1 ? Self.telling(player) : player.name,
        position: player.position?.displayName ?? "-",
        skill: player.skill?.displayName ?? "-")
    }
  }

  /// "Ben Carter (31, Arsenal)": the name with the age and club, or the id when the
  /// player has neither, so two namesakes never read the same.
  static func telling(_ player: Player) -> String {
    let details = [player.age.map { "\($0)" }, player.favouriteTeam].compactMap { $0 }
    return
      "\(player.name) (\(details.isEmpty ? "id \(player.id)" : details.joined(separator: ", ")))"
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
}
