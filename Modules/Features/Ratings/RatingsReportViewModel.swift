/// A table the ratings screen shows under a title: one player's rating history (`show N`)
/// or how well the ratings predicted the history (`check`).
struct RatingsReportViewModel: Equatable, Sendable {
  var title: String
  var columns: [String]
  /// Columns aligned right (numbers), by index.
  var numericColumns: Set<Int>
  var rows: [[String]]
  /// A rating course the view draws as a chart above the table; empty for none.
  var trend: [Double] = []
  /// Lines after the table.
  var notes: [String]
}
