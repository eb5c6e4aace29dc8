/// What the match screen shows, as plain strings: the presenter's output to the view.
struct GatherViewModel: Equatable, Sendable {
  struct Row: Equatable, Sendable {
    var number: String
    var name: String
    var position: String
  }

  /// A player's number and name.
  struct Named: Equatable, Sendable {
    var number: Int
    var name: String
  }

  /// Team A or Team B with its players.
  struct Section: Equatable, Sendable {
    var title: String
    var rows: [Row]
  }

  /// The score: "Gather: Team A 1-0 Team B".
  var title: String
  var sections: [Section]
  /// "Timer: 09:41 running".
  var timer: String
  /// The highest player number shown, which `goal a N` may take.
  var highestNumber: Int = 0
  /// Every player of the match with their number, for commands that take a name.
  var names: [Named] = []
  /// Whether the view shows the title and the teams, or (after a change on a line-up too
  /// long to list whole) only the timer line.
  var listsTeams = true
}
