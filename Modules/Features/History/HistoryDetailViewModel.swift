/// One gather in detail: date, score, winner, both line-ups and the goal log.
struct HistoryDetailViewModel: Equatable, Sendable {
  var title: String
  var lines: [String]
}
