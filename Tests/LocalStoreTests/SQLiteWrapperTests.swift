import Domain
import Foundation
import Testing

@testable import LocalStore

@Suite("SQLite wrapper")
struct SQLiteWrapperTests {
  private let fixture: StoreFixture
  private let db: SQLiteConnection

  init() throws {
    fixture = try StoreFixture()
    db = try SQLiteConnection(path: fixture.directory.path("scratch.sqlite"))
    try db.execute("CREATE TABLE t (i INTEGER, r REAL, s TEXT)")
  }

  @Test("every kind of value binds and reads back")
  func bindsValues() throws {
    let date = Date(timeIntervalSince1970: 1_234.5)
    try db.execute("INSERT INTO t VALUES (?, ?, ?)", [Int64.max, date, "text"])
    try db.execute("INSERT INTO t VALUES (?, ?, ?)", [true, 0.25, SQLiteValue.null])
    let rows = try db.query("SELECT i, r, s FROM t ORDER BY rowid") {
      [$0.int(0), $0.double(1), $0.optionalText(2)] as [AnyHashable?]
    }
    #expect(rows[0] == [Int(Int64.max), 1_234.5, "text"])
    #expect(rows[1] == [1, 0.25, nil])
    #expect(try db.queryFirst("SELECT r FROM t") { $0.date(0) } == date)
  }

  @Test("the check at opening leaves the page cache as it found it")
  func theCheckRestoresTheCacheSize() throws {
    try db.execute("PRAGMA cache_size = -1234")
    #expect(db.integrityProblem() == nil)
    #expect(try db.queryFirst("PRAGMA cache_size") { $0.int(0) } == -1234)
  }

  @Test("SQLite's own error message becomes a storage error")
  func reportsSQLiteMessage() throws {
    #expect(throws: FootballGatherError.storage("no such table: nowhere")) {
      try db.execute("SELECT * FROM nowhere")
    }
    let error = #expect(throws: FootballGatherError.self) { try db.execute("SELEKT 1") }
    #expect(error?.message.contains("syntax error") == true)
  }

  @Test("more than one statement at a time is refused, so nothing can be chained on")
  func refusesChainedStatements() throws {
    #expect(throws: FootballGatherError.self) {
      try db.execute("INSERT INTO t VALUES (1, 1, 'a'); DROP TABLE t")
    }
    #expect(try db.query("SELECT name FROM sqlite_schema WHERE name = 't'") { $0.text(0) } == ["t"])
    try db.execute("INSERT INTO t VALUES (1, 1, 'a');  ")
  }

  @Test("the number of values must match the statement's parameters")
  func checksParameterCount() throws {
    #expect(throws: FootballGatherError.self) {
      try db.execute("INSERT INTO t VALUES (?, ?, ?)", [1, 2])
    }
    #expect(try db.queryFirst("SELECT count(*) FROM t") { $0.int(0) } == 0)
  }

  @Test("a store file in a place that cannot be created gives a clear storage error")
  func unopenablePath() throws {
    let blocker = fixture.directory.path("file")
    #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
    let error = #expect(throws: FootballGatherError.self) {
      try StoreFixture.openStore(at: blocker + "/inside/db.sqlite")
    }
    #expect(error?.message.hasPrefix("storage failed: ") == true)
  }
}
