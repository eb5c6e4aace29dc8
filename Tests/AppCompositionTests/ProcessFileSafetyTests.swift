import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The real binary's files on disk: who can read them, and what it does with a bad one.
struct ProcessFileSafetyTests {
  private func mode(of path: String) throws -> mode_t {
    var status = stat()
    try #require(stat(path, &status) == 0, "\(path) does not exist")
    return status.st_mode & 0o777
  }

  @Test func underAPermissiveUmaskTheDatabaseFolderAndFilesAreStillPrivate() async throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("footballgather-umask-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: home) }
    let database = home + "/data/club/footballgather.sqlite"
    let app = try ChildApp(arguments: ["--db", database], home: home, permissiveUmask: true)
    app.send("register coach", "secret-pw1", "secret-pw1")
    #expect(await app.readUntil("players> "))
    // While the app runs, SQLite's side files exist beside the database.
    #expect(try mode(of: home + "/data") == 0o700)
    #expect(try mode(of: home + "/data/club") == 0o700)
    #expect(try mode(of: database) == 0o600)
    #expect(try mode(of: database + "-wal") == 0o600)
    #expect(try mode(of: database + "-shm") == 0o600)
    app.send("quit")
    #expect(await app.finish() == 0)
  }

  @Test func aDamagedDatabaseIsOneErrorLineAndExitStatus1() async throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("footballgather-damaged-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: home) }
    let database = home + "/footballgather.sqlite"
    let first = try ChildApp(arguments: ["--db", database], home: home)
    first.send("register coach", "secret-pw1", "secret-pw1", "add Ann", "save", "quit")
    #expect(await first.finish() == 0)
    var bytes = try Data(contentsOf: URL(fileURLWithPath: database))
    for index in 4_096..<bytes.count { bytes[index] = UInt8(truncatingIfNeeded: index &* 131) }
    try bytes.write(to: URL(fileURLWithPath: database))

    let second = try ChildApp(arguments: ["--db", database], home: home)
    #expect(await second.finish() == 1)
    let lines = second.transcript.split(separator: "\n")
    #expect(lines.count == 1, "\(second.transcript)")
    #expect(second.transcript.contains("'\(database)' is damaged"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == bytes)
  }
}
