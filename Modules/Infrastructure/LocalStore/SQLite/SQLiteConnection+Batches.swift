import Domain

/// Many rows into one table, many rows per statement.
///
/// SQLite checks a `CHECK (column IN (a, b, c))` of three or more values against a small
/// table it builds each time a statement runs: `players` has two such checks, so an
/// `INSERT` run once per row built two tables per imported player (half of an import's
/// time). A multi-row `VALUES` builds them once per statement.
extension SQLiteConnection {
  /// Rows per statement: 200 rows of 6 values stay far below SQLite's 32,766 parameters.
  static let rowsPerInsert = 200

  /// Inserts `count` rows into `table` (`columns`), `values(row)` giving one value per
  /// column, with one statement prepared for the full batches and one for the last.
  /// Returns each row's rowid in order: one statement inserts its rows in `VALUES` order
  /// and each new rowid is one more than the largest (for an `AUTOINCREMENT` key, the
  /// largest ever), so a batch's rowids run up to `lastInsertRowID` without a gap.
  @discardableResult
  func insertRows(
    into table: String, columns: [String], count: Int,
    values: (Int) -> [any SQLiteBindable]
  ) throws(FootballGatherError) -> [Int] {
    var rowIDs: [Int] = []
    rowIDs.reserveCapacity(count)
    var full: SQLiteStatement?
    var start = 0
    while start < count {
      let size = min(Self.rowsPerInsert, count - start)
      let statement: SQLiteStatement
      if size == Self.rowsPerInsert, let full {
        statement = full
      } else {
        statement = try prepare(Self.insert(into: table, columns: columns, rows: size))
        if size == Self.rowsPerInsert { full = statement }
      }
      var bound: [any SQLiteBindable] = []
      bound.reserveCapacity(size * columns.count)
      for row in start..<start + size { bound += values(row) }
      try statement.bind(bound)
      while try statement.step() {}
      rowIDs += (lastInsertRowID - size + 1)...lastInsertRowID
      start += size
    }
    return rowIDs
  }

  /// `INSERT INTO table (a, b) VALUES (?, ?), (?, ?)` for `rows` rows.
  private static func insert(into table: String, columns: [String], rows: Int) -> String {
    let row = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
    return "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES "
      + Array(repeating: row, count: rows).joined(separator: ", ")
  }
}
