/// Every player's record as a table: played, won, drawn, lost, goals.
struct HistoryRecordsViewModel: Equatable, Sendable {
  var title: String
  /// Name, played, won, drawn, lost, goals, then win % when sorted by it.
  var rows: [[String]]
  /// "Players 1-50 of 10003. 'more' shows the next 50; ...", when not every row is shown.
  var footer: String? = nil
  /// How many players are listed in all (`list A-B` takes any of them).
  var total = 0
}
