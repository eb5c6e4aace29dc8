/// What the add screen shows, as plain strings: the presenter's output to the view.
struct PlayerAddViewModel: Equatable, Sendable {
  /// One line of the form: "Age" and "31" (or "not set").
  struct Field: Equatable, Sendable {
    var label: String
    var value: String
  }

  var title: String
  var fields: [Field]
  /// The positions to choose from, in the order they are numbered.
  var positions: [String]
  /// The skills to choose from, in the order they are numbered.
  var skills: [String]
}
