import CSQLite
import Domain

/// Tells SQLite to copy a function's text result before the function returns.
private let copiedText = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// An open SQLite database connection: the thin wrapper every table type talks to.
///
/// Not thread-safe on its own: `Database` owns it behind a `Mutex`.
final class SQLiteConnection {
  private let handle: OpaquePointer
  /// The file this connection has open, for error messages.
  let path: String
  /// How many statements this connection has prepared: what a "fixed number of queries"
  /// promise is checked against.
  private(set) var statementsPrepared = 0
  /// How many rows this connection has inserted, changed or deleted since it opened
  /// (`sqlite3_total_changes64`; a change rolled back still counts).
  var totalChanges: Int64 { sqlite3_total_changes64(handle) }

  /// Opens the database file at `path` for reading and writing, creating it if needed.
  init(path: String) throws(FootballGatherError) {
    let access = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    var opened: OpaquePointer?
    let code = sqlite3_open_v2(path, &opened, access | SQLITE_OPEN_NOMUTEX, nil)
    guard let opened else { throw .storage("cannot open '\(path)': out of memory") }
    guard code == SQLITE_OK else {
      let message = String(cString: sqlite3_errmsg(opened))
      sqlite3_close_v2(opened)
      throw .storage("cannot open '\(path)': \(message)")
    }
    handle = opened
    self.path = path
    sqlite3_extended_result_codes(handle, 1)
    sqlite3_busy_timeout(handle, 5_000)
  }

  deinit {
    sqlite3_close_v2(handle)
  }

  /// Adds `name_key(text)` to this connection's SQL: `Player.nameKey`, the app's rule for
  /// names that repeat each other, so a query can look for them without loading a roster.
  func addNameKeyFunction() throws(FootballGatherError) {
    let code = sqlite3_create_function_v2(
      handle, "name_key", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
      { context, count, values in
        guard count == 1, let value = values?[0], let text = sqlite3_value_text(value) else {
          return sqlite3_result_null(context)
        }
        let bytes = UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(value)))
        let key = Player.nameKey(String(decoding: bytes, as: UTF8.self))
        sqlite3_result_text(context, key, -1, copiedText)
      }, nil, nil, nil)
    guard code == SQLITE_OK else { throw lastError() }
  }

  /// The last error on this connection as a storage error carrying `sqlite3_errmsg`.
  func lastError() -> FootballGatherError {
    .storage(String(cString: sqlite3_errmsg(handle)))
  }

  /// Prepares exactly one SQL statement (trailing statements are refused).
  func prepare(_ sql: String) throws(FootballGatherError) -> SQLiteStatement {
    var statement: OpaquePointer?
    var tailIsBlank = true
    let code = sql.withCString { text in
      var tail: UnsafePointer<CChar>?
      let code = sqlite3_prepare_v3(handle, text, Int32(sql.utf8.count), 0, &statement, &tail)
      if let tail {
        tailIsBlank = String(cString: tail).allSatisfy { $0.isWhitespace || $0 == ";" }
      }
      return code
    }
    statementsPrepared += 1
    guard code == SQLITE_OK else { throw lastError() }
    guard let statement else { throw .storage("no SQL statement in: \(sql)") }
    let prepared = SQLiteStatement(handle: statement, connection: self)
    guard tailIsBlank else { throw .storage("one statement at a time: \(sql)") }
    return prepared
  }

  /// Runs a statement that returns no rows of interest; returns the number of rows changed.
  @discardableResult
  func execute(_ sql: String, _ values: [any SQLiteBindable] = []) throws(FootballGatherError)
    -> Int
  {
    let statement = try prepare(sql)
    try statement.bind(values)
    while try statement.step() {}
    return Int(sqlite3_changes(handle))
  }

  /// Runs a query and maps every row.
  func query<T>(
    _ sql: String, _ values: [any SQLiteBindable] = [],
    _ transform: (SQLiteRow) throws(FootballGatherError) -> T
  ) throws(FootballGatherError) -> [T] {
    try prepare(sql).rows(values, transform)
  }

  /// Runs a query and maps its first row, if any.
  func queryFirst<T>(
    _ sql: String, _ values: [any SQLiteBindable] = [],
    _ transform: (SQLiteRow) throws(FootballGatherError) -> T
  ) throws(FootballGatherError) -> T? {
    let statement = try prepare(sql)
    try statement.bind(values)
    return try statement.step() ? transform(statement.row) : nil
  }

  /// The rowid of the last row inserted on this connection.
  var lastInsertRowID: Int { Int(sqlite3_last_insert_rowid(handle)) }

  /// `true` while a transaction is open.
  var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }
}
