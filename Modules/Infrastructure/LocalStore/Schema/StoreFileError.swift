import Domain

/// The clear messages for a file that cannot be used as the Football Gather database.
enum StoreFileError {
  static func notSQLite(path: String) -> FootballGatherError {
    .storage(
      "'\(path)' is not a Football Gather database (it is not an SQLite file); "
        + "move it away or choose another database file")
  }

  static func foreign(path: String) -> FootballGatherError {
    .storage(
      "'\(path)' is not a Football Gather database (it belongs to another application); "
        + "choose another database file")
  }

  static func newerVersion(path: String, found: Int32, known: Int32) -> FootballGatherError {
    .storage(
      "'\(path)' was written by a newer version of Football Gather (schema version \(found), "
        + "this version knows up to \(known)); update the app to open it")
  }

  static func unknownVersion(path: String, found: Int32) -> FootballGatherError {
    .storage(
      "'\(path)' is not a Football Gather database (schema version \(found) was never "
        + "written by Football Gather); choose another database file")
  }

  static func damaged(path: String, finding: String) -> FootballGatherError {
    .storage(
      "'\(path)' is damaged (SQLite's check found: \(finding)); it was left as it is: "
        + "restore a backup or choose another database file")
  }

  static func folder(path: String) -> FootballGatherError {
    .storage("'\(path)' is a folder, not a database file; choose a file path")
  }

  static func notAFile(path: String) -> FootballGatherError {
    .storage(
      "'\(path)' is a device, pipe or socket, not a database file; choose a file path")
  }

  static func readOnlyFile(path: String) -> FootballGatherError {
    .storage(
      "the database '\(path)' is read-only; make it writable (chmod 600 '\(path)') or choose "
        + "another database file")
  }

  static func readOnlyFolder(_ folder: String, path: String) -> FootballGatherError {
    .storage(
      "the folder '\(folder)' is read-only, and SQLite keeps its journal files beside the "
        + "database '\(path)'; make the folder writable (chmod u+w '\(folder)') or choose a "
        + "database in another folder")
  }

  static func lockedSideFile(_ side: String) -> FootballGatherError {
    .storage(
      "'\(side)', SQLite's file beside the database, may not be written by you; make it "
        + "writable (chmod 600 '\(side)'), or delete it when no other window has the database open")
  }

  static func unreadable(path: String, reason: String) -> FootballGatherError {
    .storage("cannot read '\(path)': \(reason)")
  }
}
