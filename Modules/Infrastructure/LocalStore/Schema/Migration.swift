/// One step of the schema: the statements that take the database from `version - 1`
/// to `version`. Applied once, inside a transaction, then recorded in `PRAGMA user_version`.
struct Migration: Sendable {
  let version: Int32
  /// Schema statements, one per element; data is only copied when a table is rebuilt.
  let statements: [String]
}
