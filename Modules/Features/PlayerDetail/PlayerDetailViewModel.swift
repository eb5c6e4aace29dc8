/// What the detail screen shows, as plain strings: the presenter's output to the view.
struct PlayerDetailViewModel: Equatable, Sendable {
  /// One field: its section (on the section's first row only), name, value and the word
  /// that edits it (`team` for `edit team`).
  struct Row: Equatable, Sendable {
    var section: String
    var field: String
    var value: String
    var keyword: String
  }

  var title: String
  var rows: [Row]
  /// "Record: played 3, won 1, drawn 1, lost 1, goals 2", when it could be loaded.
  var record: String? = nil
}
