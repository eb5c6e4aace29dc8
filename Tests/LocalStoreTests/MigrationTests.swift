import Domain
import Foundation
import Testing

@testable import LocalStore

@Suite("Migrations")
struct MigrationTests {
  private let fixture: StoreFixture

  init() throws {
    fixture = try StoreFixture()
  }

  @Test("a new file gets every table, the schema version and the application id")
  func migratesFromEmpty() throws {
    let db = try fixture.rawConnection()
    let tables = try db.query(
      "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name"
    ) { $0.text(0) }
    for table in ["gathers", "player_gathers", "players", "settings", "users"] {
      #expect(tables.contains(table), "missing table \(table)")
    }
    #expect(try db.userVersion() == Schema.latestVersion)
    #expect(Schema.latestVersion >= 1)
    #expect(try db.applicationID() == Schema.applicationID)
    #expect(try db.queryFirst("PRAGMA journal_mode") { $0.text(0) } == "wal")
  }

  @Test("the store turns foreign keys on for its connection")
  func enforcesForeignKeys() throws {
    let enabled = try fixture.store.database.read { db throws(FootballGatherError) in
      try db.queryFirst("PRAGMA foreign_keys") { $0.int(0) }
    }
    #expect(enabled == 1)
  }

  @Test("an empty file and a blank SQLite file become Football Gather databases")
  func adoptsBlankFiles() throws {
    let empty = fixture.directory.path("empty.sqlite")
    #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
    let blank = fixture.directory.path("blank.sqlite")
    do { try SQLiteConnection(path: blank).execute("VACUUM") }
    for path in [empty, blank] {
      _ = try StoreFixture.openStore(at: path)
      #expect(try SQLiteConnection(path: path).applicationID() == Schema.applicationID)
    }
  }

  @Test("a later migration is applied to an existing file, keeping its data")
  func appliesNewMigration() async throws {
    _ = try await fixture.register("ana")
    try fixture.reopen()
    let next = Migration(
      version: Schema.latestVersion + 1,
      statements: ["ALTER TABLE players ADD COLUMN nickname TEXT"])
    _ = try Database(
      path: fixture.path, migrator: Migrator(migrations: Schema.migrations + [next]))
    let db = try fixture.rawConnection()
    #expect(try db.userVersion() == Schema.latestVersion + 1)
    #expect(try db.queryFirst("SELECT count(*) FROM users") { $0.int(0) } == 1)
    #expect(try db.query("SELECT nickname FROM players") { $0.optionalText(0) }.isEmpty)
  }

  @Test("a migration that fails leaves the file at its previous version")
  func failedMigrationRollsBack() throws {
    let broken = Migration(
      version: Schema.latestVersion + 1,
      statements: ["CREATE TABLE extra (id INTEGER)", "CREATE TABLE extra (id INTEGER)"])
    #expect(throws: FootballGatherError.self) {
      try Database(path: fixture.path, migrator: Migrator(migrations: Schema.migrations + [broken]))
    }
    let db = try fixture.rawConnection()
    #expect(try db.userVersion() == Schema.latestVersion)
    #expect(
      try db.queryFirst("SELECT count(*) FROM sqlite_schema WHERE name = 'extra'") { $0.int(0) }
        == 0)
  }
}
