import Domain

extension SQLiteConnection {
  /// `PRAGMA user_version`: the schema version the migrations have reached.
  func userVersion() throws(FootballGatherError) -> Int32 {
    try integerPragma("PRAGMA user_version")
  }

  /// `PRAGMA application_id`: which application the file belongs to.
  func applicationID() throws(FootballGatherError) -> Int32 {
    try integerPragma("PRAGMA application_id")
  }

  /// Sets `PRAGMA user_version`. Pragmas take no bound parameters; the value is an
  /// `Int32` produced by the code, so rendering it into the text cannot inject anything.
  func setUserVersion(_ version: Int32) throws(FootballGatherError) {
    try execute("PRAGMA user_version = \(version)")
  }

  /// Sets `PRAGMA application_id` (an `Int32` constant of the code; see `setUserVersion`).
  func setApplicationID(_ id: Int32) throws(FootballGatherError) {
    try execute("PRAGMA application_id = \(id)")
  }

  /// How many tables, indexes, views and triggers the file holds.
  func schemaObjectCount() throws(FootballGatherError) -> Int {
    try queryFirst("SELECT count(*) FROM sqlite_schema") { $0.int(0) } ?? 0
  }

  /// `PRAGMA quick_check`: `nil` when the file's structure is sound, else SQLite's first
  /// finding. A file too damaged to be checked at all reports the error it gave.
  ///
  /// The check reads every page once, through a page cache held to 256 KiB meanwhile:
  /// at SQLite's usual 2 MiB, a 10,000-player database raised the app's peak memory at
  /// start by 2.3 MiB for pages it never reads again.
  func integrityProblem() -> String? {
    let cacheSize = (try? integerPragma("PRAGMA cache_size")) ?? -2_000
    _ = try? execute("PRAGMA cache_size = -256")
    defer { _ = try? execute("PRAGMA cache_size = \(cacheSize)") }
    do {
      let findings = try query("PRAGMA quick_check(1)") { $0.text(0) }
      guard findings != ["ok"] else { return nil }
      // A finding may start with "*** in database main ***" on a line of its own.
      let lines = findings.flatMap { $0.split(whereSeparator: \.isNewline) }
      return lines.first { !$0.hasPrefix("***") }.map(String.init) ?? "no answer"
    } catch {
      return error.message
    }
  }

  /// Switches to write-ahead logging; returns the journal mode now in effect.
  @discardableResult
  func enableWriteAheadLog() throws(FootballGatherError) -> String {
    try queryFirst("PRAGMA journal_mode = WAL") { $0.text(0) } ?? ""
  }

  /// Copies the write-ahead log into the main file and empties the log.
  func checkpoint() throws(FootballGatherError) {
    try execute("PRAGMA wal_checkpoint(TRUNCATE)")
  }

  /// Makes SQLite enforce `REFERENCES` clauses on this connection.
  func enableForeignKeys() throws(FootballGatherError) {
    try execute("PRAGMA foreign_keys = ON")
  }

  /// `PRAGMA data_version`: changes when another connection commits; within a transaction,
  /// it is that of the transaction's snapshot.
  func dataVersion() throws(FootballGatherError) -> Int64 {
    try queryFirst("PRAGMA data_version") { Int64($0.int(0)) } ?? 0
  }

  private func integerPragma(_ sql: String) throws(FootballGatherError) -> Int32 {
    try queryFirst(sql) { Int32(truncatingIfNeeded: $0.int(0)) } ?? 0
  }
}
