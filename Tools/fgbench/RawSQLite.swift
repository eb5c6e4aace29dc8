import CSQLite
import Foundation

/// The floor each use case is compared with: the same reads and writes through the SQLite
/// C API on the same file, reading every column the app shows, building no Swift values.
final class RawSQLite {
  private var handle: OpaquePointer?

  init(path: String) throws(BenchError) {
    guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK else {
      throw BenchError("cannot open \(path) with sqlite3")
    }
    try execute("PRAGMA foreign_keys = ON")
  }

  deinit { sqlite3_close_v2(handle) }

  func execute(_ sql: String) throws(BenchError) {
    guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
      throw BenchError("sqlite3: \(String(cString: sqlite3_errmsg(handle))) in \(sql)")
    }
  }

  /// Runs `sql` with `bindings` (text or integers), reads every column of every row and
  /// returns the rows; `visit` sees each row's statement (to write it somewhere).
  @discardableResult
  func rows(
    _ sql: String, _ bindings: [any Sendable] = [], visit: (OpaquePointer) -> Void = { _ in }
  ) throws(BenchError) -> Int {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement
    else { throw BenchError("sqlite3: \(String(cString: sqlite3_errmsg(handle))) in \(sql)") }
    defer { sqlite3_finalize(statement) }
    for (offset, value) in bindings.enumerated() {
      let index = Int32(offset + 1)
      switch value {
      case let number as Int: sqlite3_bind_int64(statement, index, Int64(number))
      case let text as String: sqlite3_bind_text(statement, index, text, -1, transient)
      default: throw BenchError("fgbench binds text and integers only")
      }
    }
    var count = 0
    var bytes = 0
    while true {
      let step = sqlite3_step(statement)
      guard step == SQLITE_ROW else {
        guard step == SQLITE_DONE else {
          throw BenchError("sqlite3: \(String(cString: sqlite3_errmsg(handle))) in \(sql)")
        }
        break
      }
      count += 1
      for column in 0..<sqlite3_column_count(statement) {
        _ = sqlite3_column_text(statement, column)
        bytes += Int(sqlite3_column_bytes(statement, column))
      }
      visit(statement)
    }
    _ = bytes
    return count
  }

  /// Writes each row's columns as one comma-separated line, the way an export does.
  func export(_ sql: String, _ bindings: [any Sendable], to path: String) throws(BenchError) {
    guard let file = fopen(path, "w") else { throw BenchError("cannot write \(path)") }
    defer { fclose(file) }
    try rows(sql, bindings) { statement in
      for column in 0..<sqlite3_column_count(statement) {
        if column > 0 { fputc(44, file) }
        if let text = sqlite3_column_text(statement, column) {
          fputs(UnsafeRawPointer(text).assumingMemoryBound(to: CChar.self), file)
        }
      }
      fputc(10, file)
    }
  }

  /// The first column of the first row as text, if any.
  func text(_ sql: String, _ bindings: [any Sendable] = []) throws(BenchError) -> String? {
    var result: String?
    try rows(sql, bindings) { statement in
      if result == nil, let text = sqlite3_column_text(statement, 0) {
        result = String(cString: text)
      }
    }
    return result
  }

  /// The id of the last row inserted on this connection.
  var lastInsertedID: Int { Int(sqlite3_last_insert_rowid(handle)) }

  private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
