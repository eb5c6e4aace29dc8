/// A page of History through the C API: what `GatherService.historyPage(at:)` reads.
extension RawSQLite {
  /// The count of ended gathers, the page of them at `positions`, their line-ups and goals.
  func historyPage(owner: String, positions: Range<Int>) throws(BenchError) {
    try rows(Query.historyCount, [owner])
    let bindings: [any Sendable] = [owner, positions.count, positions.lowerBound]
    try rows(Query.historyPage, bindings)
    try rows(Query.historyPageLineUps, bindings)
    try rows(Query.historyPageGoals, bindings)
  }
}
