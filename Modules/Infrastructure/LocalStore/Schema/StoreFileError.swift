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

  static func unreadable(path: String, reason: String) -> FootballGatherError {
    .storage("cannot read '\(path)': \(reason)")
  }
}
