import Domain
import Foundation
import Testing

@testable import LocalStore

/// A database file as an older version of the app left it, in a fresh fixture's folder:
/// that version's schema (its migrations, no later ones), its coach and the rows its code
/// wrote. `open()` opens it with this version's store, which migrates it in place.
struct OldVersionFile {
  let fixture: StoreFixture
  let version: Int32
  let path: String
  /// The coach the rows belong to: "coach", password "correct horse".
  let user = User(
    id: UUID(uuidString: "6F1C2A8E-0B0D-4C55-9E53-2D1D0B8F3A11") ?? UUID(), username: "coach")
  /// A gather the old version ended, and the one whose match was in progress.
  let ended = UUID(uuidString: "1B7F1E8D-1111-4C8B-9A1D-9B3F6D4C0E01") ?? UUID()
  let running = UUID(uuidString: "1B7F1E8D-2222-4C8B-9A1D-9B3F6D4C0E02") ?? UUID()

  /// Writes the file as far as version `version`'s schema and its coach.
  init(version: Int32) throws {
    fixture = try StoreFixture()
    self.version = version
    path = fixture.directory.path("version\(version).sqlite")
    _ = try Database(
      path: path, migrator: Migrator(migrations: Schema.migrations.filter { $0.version <= version })
    )
    #expect(try userVersion() == version)
    let hash = try BcryptPasswordHasher(cost: 4).hash("correct horse")
    try write([
      (
        "INSERT INTO users (id, username, password_hash) VALUES (?, ?, ?)",
        [user.id, user.username, hash]
      )
    ])
  }

  /// Writes the file as far as version `version`'s schema and its coach, then the rows
  /// `rows` gives for it.
  init(version: Int32, rows: (OldVersionFile) throws -> [(String, [any SQLiteBindable])])
    throws
  {
    try self.init(version: version)
    try write(rows(self))
  }

  /// Adds the rows the old version wrote: each an SQL statement and its values, in order.
  func write(_ rows: [(String, [any SQLiteBindable])]) throws {
    let db = try SQLiteConnection(path: path)
    for (sql, values) in rows { try db.execute(sql, values) }
  }

  /// This version's store on the file; opening it runs the migrations the file lacks.
  func open() throws -> LocalStore {
    try StoreFixture.openStore(at: path)
  }

  /// The schema version the file says it has.
  func userVersion() throws -> Int32 {
    try SQLiteConnection(path: path).userVersion()
  }
}
