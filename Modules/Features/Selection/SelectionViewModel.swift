/// What the selection screen shows, as plain strings: the presenter's output to the view.
struct SelectionViewModel: Equatable, Sendable {
  struct Row: Equatable, Sendable {
    var number: String
    var name: String
    var position: String
    var skill: String
    var isPicked: Bool
  }

  var title: String
  var rows: [Row]
  /// Players on the roster when `rows` shows only some of them (a page, or what `find`
  /// found): the numbers typed are checked against it. `nil`: the rows are the roster.
  var playerCount: Int?
  /// Shown under the table when it is a part of the roster: which part and how to see more.
  var footer: String?
}
