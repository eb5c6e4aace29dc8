import CSQLite
import Domain

/// Tells SQLite to copy bound text before `sqlite3_bind_text` returns.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// One prepared statement. Values are only ever bound, never spliced into the SQL.
///
/// Not thread-safe: used only while its connection's lock is held.
final class SQLiteStatement {
  private let handle: OpaquePointer
  /// Keeps the connection open for as long as the statement lives.
  private let connection: SQLiteConnection

  init(handle: OpaquePointer, connection: SQLiteConnection) {
    self.handle = handle
    self.connection = connection
  }

  deinit {
    sqlite3_finalize(handle)
  }

  /// Clears previous bindings and binds `values` to parameters 1...n.
  func bind(_ values: [any SQLiteBindable]) throws(FootballGatherError) {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    let expected = Int(sqlite3_bind_parameter_count(handle))
    guard expected == values.count else {
      throw .storage("a statement expects \(expected) values but was given \(values.count)")
    }
    for (offset, value) in values.enumerated() {
      try bind(value.sqliteValue, at: Int32(offset + 1))
    }
  }

  private func bind(_ value: SQLiteValue, at index: Int32) throws(FootballGatherError) {
    let code: Int32
    switch value {
    case .null: code = sqlite3_bind_null(handle, index)
    case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
    case .real(let number): code = sqlite3_bind_double(handle, index, number)
    case .text(let text):
      code = sqlite3_bind_text(handle, index, text, Int32(text.utf8.count), transient)
    }
    guard code == SQLITE_OK else { throw connection.lastError() }
  }

  /// Advances to the next row: `true` when a row is available, `false` when done.
  func step() throws(FootballGatherError) -> Bool {
    switch sqlite3_step(handle) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default:
      let error = connection.lastError()
      sqlite3_reset(handle)
      throw error
    }
  }

  /// The row the last `step()` landed on.
  var row: SQLiteRow { SQLiteRow(statement: handle) }

  /// Binds `values`, then maps every row.
  func rows<T>(
    _ values: [any SQLiteBindable], _ transform: (SQLiteRow) throws(FootballGatherError) -> T
  ) throws(FootballGatherError) -> [T] {
    try bind(values)
    var results: [T] = []
    while try step() {
      results.append(try transform(row))
    }
    return results
  }

  /// Binds `values`, then hands every row to `visit` (building no array).
  func each(
    _ values: [any SQLiteBindable], _ visit: (SQLiteRow) throws(FootballGatherError) -> Void
  ) throws(FootballGatherError) {
    try bind(values)
    while try step() {
      try visit(row)
    }
  }
}
