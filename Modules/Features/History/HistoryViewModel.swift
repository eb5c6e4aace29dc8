/// The list of past gathers, as plain strings: the presenter's output to the view.
struct HistoryViewModel: Equatable, Sendable {
  struct Row: Equatable, Sendable {
    var number: String
    var date: String
    var score: String
    var winner: String
    /// The second line under the row: both line-ups and the scorers.
    var summary: String
  }

  var title: String
  var rows: [Row]
  /// Shown instead of the table when there are no rows.
  var emptyMessage: String?
  /// "Top scorers: Zoë 3, Ann 2", under the table when any goal has a scorer.
  var topScorers: String? = nil
}
