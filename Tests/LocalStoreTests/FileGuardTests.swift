import Domain
import Foundation
import Testing

@testable import LocalStore

@Suite("Refusing files that are not Football Gather databases")
struct FileGuardTests {
  private let fixture: StoreFixture

  init() throws {
    fixture = try StoreFixture()
  }

  /// Opens `path` expecting a refusal; returns its message and checks the file is untouched.
  private func expectRefusal(at path: String) throws -> String {
    let before = try FileSnapshot(path: path)
    var message = ""
    do {
      _ = try StoreFixture.openStore(at: path)
      Issue.record("the store opened \(path)")
    } catch {
      message = error.storageText ?? ""
      #expect(error.storageText != nil, "expected a storage error, got \(error)")
    }
    let after = try FileSnapshot(path: path)
    #expect(after == before, "the file changed")
    #expect(!after.hasWriteAheadLog && !after.hasSharedMemory, "SQLite side files appeared")
    #expect(message.contains(path), "the message does not name the file: \(message)")
    return message
  }

  @Test("garbage bytes are refused and left as they were")
  func refusesGarbage() throws {
    let path = fixture.directory.path("notes.txt")
    let garbage = Data((0..<4_096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
    try garbage.write(to: URL(fileURLWithPath: path))
    #expect(try expectRefusal(at: path).contains("not an SQLite file"))
  }

  @Test("a short text file is refused and left as it was")
  func refusesShortFile() throws {
    let path = fixture.directory.path("todo.txt")
    try Data("buy new football\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect(try expectRefusal(at: path).contains("not a Football Gather database"))
  }

  @Test("another application's SQLite file is refused and left as it was")
  func refusesForeignDatabase() throws {
    let path = fixture.directory.path("other.sqlite")
    do {
      let other = try SQLiteConnection(path: path)
      try other.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
      try other.execute("INSERT INTO notes (body) VALUES (?)", ["keep me"])
      try other.setApplicationID(0x1234)
    }
    #expect(try expectRefusal(at: path).contains("another application"))
  }

  @Test("an SQLite file with tables but no application id is refused")
  func refusesUnlabelledDatabase() throws {
    let path = fixture.directory.path("unlabelled.sqlite")
    do { try SQLiteConnection(path: path).execute("CREATE TABLE things (id INTEGER)") }
    #expect(try expectRefusal(at: path).contains("another application"))
  }

  @Test("a file from a newer version of the app is refused and left as it was")
  func refusesNewerVersion() throws {
    let path = fixture.directory.path("newer.sqlite")
    do { _ = try StoreFixture.openStore(at: path) }  // created, then closed
    do { try SQLiteConnection(path: path).setUserVersion(Schema.latestVersion + 1) }
    let message = try expectRefusal(at: path)
    #expect(message.contains("newer version"))
    #expect(message.contains("schema version \(Schema.latestVersion + 1)"))
  }

  @Test("a folder is refused")
  func refusesFolder() throws {
    #expect(StoreFixture.refusal(at: fixture.directory.url.path).contains("is a folder"))
  }
}

@Suite("Refusing damaged Football Gather databases")
struct DamagedFileTests {
  private let fixture: StoreFixture

  init() throws {
    fixture = try StoreFixture()
  }

  /// A real store file with players, closed, whose pages after the first are garbage.
  private func damagedStore() async throws -> String {
    let path = fixture.directory.path("damaged.sqlite")
    do {
      let store = try StoreFixture.openStore(at: path)
      let user = try await store.auth.register(Credentials(username: "ann", password: "pw12345678"))
      for number in 1...40 {
        _ = try await store.players(for: user).createPlayer(PlayerDraft(name: "Player \(number)"))
      }
    }
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let pageSize = 4_096
    #expect(bytes.count > pageSize * 3, "the store should span several pages")
    for index in pageSize..<bytes.count {
      bytes[index] = UInt8(truncatingIfNeeded: index &* 131 &+ 17)
    }
    try bytes.write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("a file whose first page is intact but later pages are garbage is refused at open")
  func refusesGarbagePages() async throws {
    let path = try await damagedStore()
    let before = try FileSnapshot(path: path)
    let message = StoreFixture.refusal(at: path)
    #expect(message.contains("'\(path)' is damaged (SQLite's check found: "), "\(message)")
    #expect(!message.contains("\n"))
    #expect(try FileSnapshot(path: path) == before, "the damaged file changed")
  }

  @Test("our application id with schema version -1 is not a Football Gather database")
  func refusesNegativeVersion() throws {
    let path = fixture.directory.path("minus-one.sqlite")
    do { _ = try StoreFixture.openStore(at: path) }
    do { try SQLiteConnection(path: path).setUserVersion(-1) }
    let before = try FileSnapshot(path: path)
    let message = StoreFixture.refusal(at: path)
    #expect(message.contains("is not a Football Gather database"), "\(message)")
    #expect(message.contains("schema version -1"))
    #expect(try FileSnapshot(path: path) == before)
  }
}
