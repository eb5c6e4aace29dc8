import Domain

/// What the player list shows, as plain strings: the presenter's output to the view; and
/// the kinds of way out and of handed-on job the view reports.
struct PlayerListViewModel: Equatable, Sendable {
  struct Row: Equatable, Sendable {
    var number: String
    var name: String
    var position: String
    var skill: String
  }

  var title: String
  var rows: [Row]
  /// Shown instead of the table when there are no rows.
  var emptyMessage: String?
  /// Whether a match left unfinished can be resumed (`resume` leads the hint).
  var offersResume = false
  /// Players on the roster when `rows` shows only some of them (a page, or what `find`
  /// found): the numbers typed are checked against it. `nil`: the rows are the roster.
  var playerCount: Int?
  /// Shown under the table when it is a part of the roster: which part and how to see more.
  var footer: String?

  // The kinds of two of the view's events (`PlayerListPresenting`): values of the
  // presenter's vocabulary, like the view model.

  /// The commands that leave the list for another screen (or log out).
  enum Exit: Equatable, Sendable {
    case add(named: String?)
    case select, history, ratings, resume, logOut
    /// `back`: log out, asked first.
    case back
  }

  /// The commands the list hands on: RosterArchive answers the first three, RosterTransfer
  /// the other two, on this console.
  enum RosterTask: Equatable, Sendable {
    case archived
    case restore(number: Int)
    /// `merge N M`: player M (0-based `duplicate`) becomes player N (`kept`).
    case merge(duplicate: Int, into: Int)
    case export(format: String, path: String?)
    case importFile(path: String, allowingDuplicates: Bool)
  }
}

extension PlayerListViewModel {
  /// `players` on their 0-based rows, numbered as on the whole roster. Namesakes (the same
  /// name ignoring case and accents) show what tells them apart: "Ben Carter (31, Arsenal)".
  static func rows(_ players: [(row: Int, player: Player)]) -> [PlayerListViewModel.Row] {
    var counts: [NameKey: Int] = [:]
    for (_, player) in players { counts[NameKey(player.name), default: 0] += 1 }
    return players.map { row, player in
      PlayerListViewModel.Row(
        number: "\(row + 1)",
        name: counts[NameKey(player.name), default: 0] > 1 ? player.tellingName : player.name,
        position: player.position?.displayName ?? "-",
        skill: player.skill?.displayName ?? "-")
    }
  }
}
