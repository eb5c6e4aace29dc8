/// What the confirm-players screen shows, as plain strings: the presenter's output to the view.
struct ConfirmPlayersViewModel: Equatable, Sendable {
  struct Row: Equatable, Sendable {
    var number: String
    var name: String
    var position: String
    var skill: String
  }

  /// One of Bench, Team A and Team B.
  struct Section: Equatable, Sendable {
    var title: String
    var rows: [Row]
  }

  var title: String
  var sections: [Section]
  /// "Chances: Team A 52 % – Team B 48 %", or `nil` while a team has no players.
  var chances: String? = nil
  /// How many players can be typed by number, when the sections show fewer rows than
  /// there are players; `nil` when every player has a row.
  var playerCount: Int? = nil
}
