import Domain

/// Brings a database up to the newest schema version, all pending steps in one transaction.
struct Migrator {
  let migrations: [Migration]
  let applicationID: Int32

  init(migrations: [Migration] = Schema.migrations, applicationID: Int32 = Schema.applicationID) {
    self.migrations = migrations
    self.applicationID = applicationID
  }

  /// The version the database will have once migrated.
  var latestVersion: Int32 { migrations.map(\.version).max() ?? 0 }

  /// Applies every migration newer than the file's `user_version`, or none of them.
  /// Returns whether any was applied.
  ///
  /// The version is read inside the write transaction, so two processes opening the same
  /// new file cannot both migrate it.
  @discardableResult
  func migrate(_ connection: SQLiteConnection) throws(FootballGatherError) -> Bool {
    try connection.transaction(.immediate) { connection throws(FootballGatherError) in
      let current = try connection.userVersion()
      guard current <= latestVersion else {
        throw StoreFileError.newerVersion(
          path: connection.path, found: current, known: latestVersion)
      }
      let pending = migrations.filter { $0.version > current }.sorted { $0.version < $1.version }
      guard !pending.isEmpty else { return false }
      try connection.setApplicationID(applicationID)
      for migration in pending {
        for statement in migration.statements {
          try connection.execute(statement)
        }
        try connection.setUserVersion(migration.version)
      }
      return true
    }
  }
}
