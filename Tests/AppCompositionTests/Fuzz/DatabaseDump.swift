import CSQLite
import Synchronization

/// Every row of every table of a database file, as text, read through a connection of its
/// own (as a second process would), so a fuzz run can tell whether a line changed anything.
final class DatabaseDump: Sendable {
  private let path: String
  private let connection = Mutex<OpaquePointer?>(nil)

  init(path: String) {
    self.path = path
  }

  deinit {
    _ = connection.withLock { sqlite3_close_v2($0) }
  }

  /// The whole content now; empty while the file does not exist yet.
  func text() -> String {
    connection.withLock { handle in
      if handle == nil {
        var opened: OpaquePointer?
        guard sqlite3_open_v2(path, &opened, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else {
          sqlite3_close_v2(opened)
          return ""
        }
        handle = opened
      }
      let tables = rows(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
          + "ORDER BY name", on: handle)
      return tables.map { table in
        "[\(table)]\n"
          + rows("SELECT * FROM \"\(table)\" ORDER BY rowid", on: handle)
          .joined(separator: "\n")
      }.joined(separator: "\n")
    }
  }

  /// Each row of `sql` as its columns joined by tabs.
  private func rows(_ sql: String, on handle: OpaquePointer?) -> [String] {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else {
      sqlite3_finalize(statement)
      return ["(unreadable: \(sql))"]
    }
    defer { sqlite3_finalize(statement) }
    var result: [String] = []
    while sqlite3_step(statement) == SQLITE_ROW {
      let columns = (0..<sqlite3_column_count(statement)).map { column in
        sqlite3_column_text(statement, column).map { String(cString: $0) } ?? "NULL"
      }
      result.append(columns.joined(separator: "\t"))
    }
    return result
  }
}
