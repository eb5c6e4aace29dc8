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
  /// "Gathers 1-20 of 103. 'more' shows the next 20; ...", when not every gather is listed.
  var footer: String? = nil
  /// How many gathers the history has, when not all are listed (`show N` takes any of
  /// them); `nil` when `rows` holds every gather.
  var gatherCount: Int? = nil
}
