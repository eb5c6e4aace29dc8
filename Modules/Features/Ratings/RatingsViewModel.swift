/// What the ratings screen shows, as plain strings (and each row's rating course, which
/// the view draws as a small chart): the presenter's output to the view.
struct RatingsViewModel: Equatable, Sendable {
  struct Row: Equatable, Sendable {
    var number: String
    var name: String
    var rating: String
    var uncertainty: String
    var games: String
    /// The rating before the first gather and after each one, oldest first.
    var trend: [Double]
  }

  var title: String
  /// Lines under the title: what the ratings were learned from, what was left out.
  var notes: [String]
  var rows: [Row]
  /// Which rows are shown of how many, and how to see more; `nil` when all are shown.
  var footer: String?
  var hint: String
  /// How many players can be typed by number (`show N`, `list A-B`).
  var playerCount: Int
}
