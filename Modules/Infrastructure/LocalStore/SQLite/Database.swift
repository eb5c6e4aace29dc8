import Domain
import Synchronization

/// The one connection to the store's file, guarded by a mutex, with transactional access.
///
/// Every read runs in a deferred transaction (one consistent snapshot) and every change in
/// `BEGIN IMMEDIATE … COMMIT`, rolled back if anything throws.
final class Database: Sendable {
  /// The database file.
  let path: String
  private let connection: Mutex<SQLiteConnection>
  /// Each roster's size as last counted on this connection, while the file is unchanged.
  let rosterCounts = RosterCounts()

  /// Checks, opens, configures and migrates the file at `path`.
  ///
  /// Nothing is written to a file that turns out not to be a Football Gather database:
  /// its identity is checked from the header bytes, then its structure (`PRAGMA
  /// quick_check`) and identity again through SQLite, before write-ahead logging is
  /// switched on or any migration runs. The file and its side files are made `0600`.
  init(path: String, migrator: Migrator = Migrator()) throws(FootballGatherError) {
    let inspector = StoreFileInspector(
      knownVersion: migrator.latestVersion, applicationID: migrator.applicationID)
    try inspector.prepare(path: path)
    let connection = try SQLiteConnection(path: path)
    do {
      try Self.check(connection, path: path, migrator: migrator)
      StoreFileModes.restrict(path: path)
      try connection.enableForeignKeys()
      try connection.addNameKeyFunction()
      try connection.enableWriteAheadLog()
      if try migrator.migrate(connection) {
        // Copy the new schema into the main file now, so its header names it at once.
        try connection.checkpoint()
      }
    } catch {
      throw Self.naming(path, in: error)
    }
    self.path = path
    self.connection = Mutex(connection)
  }

  /// Throws unless the open file is a sound Football Gather database (or a blank one),
  /// before anything is written to it.
  private static func check(_ connection: SQLiteConnection, path: String, migrator: Migrator)
    throws(FootballGatherError)
  {
    if let problem = connection.integrityProblem() {
      throw StoreFileError.damaged(path: path, finding: problem)
    }
    try StoreIdentity(reading: connection).validate(
      path: path, knownVersion: migrator.latestVersion, applicationID: migrator.applicationID)
  }

  /// `error`, with the file's path added to a message that does not name it yet.
  private static func naming(_ path: String, in error: FootballGatherError) -> FootballGatherError {
    guard case .storage(let message) = error, !message.contains(path) else { return error }
    return .storage("cannot open '\(path)': \(message)")
  }

  /// Runs `body` in a read transaction.
  func read<T: Sendable>(_ body: (SQLiteConnection) throws(FootballGatherError) -> T)
    throws(FootballGatherError) -> T
  {
    try connection.withLock { (connection: inout SQLiteConnection) throws(FootballGatherError) in
      try connection.transaction(.deferred, body)
    }
  }

  /// Runs `body` in a write transaction: all of its changes are kept, or none. Once they
  /// are committed, and before another transaction, `committed` gets the result.
  func write<T: Sendable>(
    _ body: (SQLiteConnection) throws(FootballGatherError) -> T,
    committed: (T) -> Void = { _ in }
  ) throws(FootballGatherError) -> T {
    try connection.withLock { (connection: inout SQLiteConnection) throws(FootballGatherError) in
      let result = try connection.transaction(.immediate, body)
      committed(result)
      return result
    }
  }
}
