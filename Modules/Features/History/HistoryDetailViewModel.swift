/// One gather in detail: date, score, winner, both line-ups and the goal log.
struct HistoryDetailViewModel: Equatable, Sendable {
  var title: String
  var lines: [String]
  /// How many players `more` and `list A-B` now page through (a line-up of more than a
  /// screenful); `nil` when they go on with the list shown before.
  var pagedCount: Int? = nil
}
