import Foundation

/// A value bound to a statement parameter. Every value reaches SQLite through a binding,
/// never through the SQL text.
enum SQLiteValue: Hashable, Sendable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
}

/// A Swift value that can be bound to a statement parameter.
protocol SQLiteBindable {
  var sqliteValue: SQLiteValue { get }
}

extension SQLiteValue: SQLiteBindable {
  var sqliteValue: SQLiteValue { self }
}

extension Int: SQLiteBindable {
  var sqliteValue: SQLiteValue { .integer(Int64(self)) }
}

extension Int64: SQLiteBindable {
  var sqliteValue: SQLiteValue { .integer(self) }
}

extension Double: SQLiteBindable {
  var sqliteValue: SQLiteValue { .real(self) }
}

extension Bool: SQLiteBindable {
  var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }
}

extension String: SQLiteBindable {
  var sqliteValue: SQLiteValue { .text(self) }
}

/// UUIDs are stored in their upper-case text form, as Swift and the web service write them.
extension UUID: SQLiteBindable {
  var sqliteValue: SQLiteValue { .text(uuidString) }
}

/// Dates are stored as seconds since 1970 (`REAL`), readable by SQLite's `'unixepoch'`.
extension Date: SQLiteBindable {
  var sqliteValue: SQLiteValue { .real(timeIntervalSince1970) }
}

extension Optional: SQLiteBindable where Wrapped: SQLiteBindable {
  var sqliteValue: SQLiteValue { self?.sqliteValue ?? .null }
}
