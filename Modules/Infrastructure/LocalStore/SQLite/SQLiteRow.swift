import CSQLite
import Domain
import Foundation

/// The current row of a statement that has just stepped onto a row.
///
/// Only valid inside the closure that receives it: the next step replaces its values.
struct SQLiteRow {
  private let statement: OpaquePointer

  init(statement: OpaquePointer) {
    self.statement = statement
  }

  func isNull(_ column: Int32) -> Bool {
    sqlite3_column_type(statement, column) == SQLITE_NULL
  }

  func int(_ column: Int32) -> Int {
    Int(sqlite3_column_int64(statement, column))
  }

  func optionalInt(_ column: Int32) -> Int? {
    isNull(column) ? nil : int(column)
  }

  func double(_ column: Int32) -> Double {
    sqlite3_column_double(statement, column)
  }

  /// The column's text, byte for byte (embedded NULs included).
  func text(_ column: Int32) -> String {
    guard let bytes = sqlite3_column_text(statement, column) else { return "" }
    let count = Int(sqlite3_column_bytes(statement, column))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  func optionalText(_ column: Int32) -> String? {
    isNull(column) ? nil : text(column)
  }

  func uuid(_ column: Int32) throws(FootballGatherError) -> UUID {
    let text = text(column)
    guard let uuid = UUID(uuidString: text) else {
      throw .storage("the database holds an identifier that is not a UUID: '\(text)'")
    }
    return uuid
  }

  func date(_ column: Int32) -> Date {
    Date(timeIntervalSince1970: double(column))
  }

  func optionalDate(_ column: Int32) -> Date? {
    isNull(column) ? nil : date(column)
  }

  /// Decodes a text column into a `RawRepresentable` enum; `NULL` is `nil`.
  func optionalEnum<Value: RawRepresentable>(_ column: Int32, as type: Value.Type)
    throws(FootballGatherError) -> Value? where Value.RawValue == String
  {
    guard let raw = optionalText(column) else { return nil }
    guard let value = Value(rawValue: raw) else {
      throw .storage("the database holds an unknown \(Value.self) value '\(raw)'")
    }
    return value
  }
}
