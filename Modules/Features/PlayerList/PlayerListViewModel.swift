/// What the player list shows, as plain strings: the presenter's output to the view.
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
}
