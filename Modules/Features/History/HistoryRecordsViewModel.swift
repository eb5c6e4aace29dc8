/// Every player's record as a table: played, won, drawn, lost, goals.
struct HistoryRecordsViewModel: Equatable, Sendable {
  var title: String
  /// Name, played, won, drawn, lost, goals.
  var rows: [[String]]
}
