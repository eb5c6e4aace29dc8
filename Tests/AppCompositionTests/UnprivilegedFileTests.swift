import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Files a user may not write, through the built app run as an ordinary user: the tests
/// run as root on CI, and root may write any file, so there the app runs as `nobody`
/// (`setpriv`). Each problem gets its own message naming the path and what to do, the
/// database is never called damaged for it, and nothing is left behind.
@Suite
struct UnprivilegedFileTests {
  static let nobody: uid_t = 65_534
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
    try own(directory.path(""))
  }

  /// Hands `path` to the user the app runs as (when the tests run as root).
  func own(_ path: String) throws {
    guard geteuid() == 0 else { return }
    guard chown(path, Self.nobody, gid_t(Self.nobody)) == 0 else { throw POSIXError(.EPERM) }
  }

  /// Runs the app on `database` with `lines` piped in; its exit status and all it printed.
  func run(_ database: String, _ lines: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("footballgather").path
    if geteuid() == 0 {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
      process.arguments = [
        "--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups", binary, "--db",
        database,
      ]
    } else {
      process.executableURL = URL(fileURLWithPath: binary)
      process.arguments = ["--db", database]
    }
    process.environment = ["HOME": directory.path("home"), "PATH": "/usr/bin:/bin"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
    input.fileHandleForWriting.writeUnlessTheReaderHasGone(lines.map { $0 + "\n" }.joined())
    try input.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  /// A sound database with an account `coach` / `secret-pw`, owned by the app's user.
  func soundDatabase(in folder: String) throws -> String {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try own(folder)
    let path = folder + "/fg.sqlite"
    let made = try run(path, ["register", "coach", "secret-pw", "secret-pw", "quit"])
    #expect(made.status == 0, "\(made.output)")
    return path
  }

  @Test func aSoundDatabaseInAReadOnlyFolderIsNotCalledDamaged() throws {
    defer { directory.remove() }
    let folder = directory.path("ro")
    let database = try soundDatabase(in: folder)
    chmod(folder, 0o555)
    defer { chmod(folder, 0o755) }
    let refused = try run(database, ["quit"])
    #expect(refused.status == 1)
    #expect(
      refused.output.contains(
        "the folder '\(folder)' is read-only, and SQLite keeps its journal files beside the "
          + "database '\(database)'; make the folder writable (chmod u+w '\(folder)')"),
      "\(refused.output)")
    #expect(!refused.output.contains("damaged"))
  }

  @Test func aReadOnlyDatabaseIsRefusedAtOnceAndLeavesNoSideFiles() throws {
    defer { directory.remove() }
    let database = try soundDatabase(in: directory.path("db"))
    for side in ["-wal", "-shm"] { unlink(database + side) }
    chmod(database, 0o400)
    let refused = try run(database, ["login coach", "secret-pw", "quit"])
    #expect(refused.status == 1)
    #expect(
      refused.output.contains(
        "the database '\(database)' is read-only; make it writable (chmod 600 '\(database)')"),
      "\(refused.output)")
    #expect(!FileManager.default.fileExists(atPath: database + "-shm"))
    chmod(database, 0o600)
    let again = try run(database, ["login coach", "secret-pw", "quit"])
    #expect(again.status == 0, "\(again.output)")
  }

  @Test func aSideFileTheUserMayNotWriteIsNamed() throws {
    defer { directory.remove() }
    let database = try soundDatabase(in: directory.path("db"))
    _ = FileManager.default.createFile(atPath: database + "-shm", contents: Data())
    try own(database + "-shm")
    chmod(database + "-shm", 0o400)
    let refused = try run(database, ["quit"])
    #expect(refused.status == 1)
    #expect(refused.output.contains("'\(database)-shm', SQLite's file beside the database"))
  }

  @Test func exportsToReadOnlyPlacesSayWhichAndWhatToDo() throws {
    defer { directory.remove() }
    let database = try soundDatabase(in: directory.path("db"))
    let folder = directory.path("out")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try own(folder)
    let file = folder + "/roster.csv"
    _ = FileManager.default.createFile(atPath: file, contents: Data("old".utf8))
    try own(file)
    chmod(file, 0o444)
    let locked = directory.path("locked")
    try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
    chmod(locked, 0o555)
    let session = try run(
      database,
      [
        "login coach", "secret-pw", "export csv \(file)", "y", "export csv \(locked)/x.csv",
        "quit",
      ])
    #expect(session.status == 0)
    // The file is there: asked first; on yes, why it cannot be replaced.
    #expect(session.output.contains("\(file) exists: replace it? [y/n] y"), "\(session.output)")
    #expect(
      session.output.contains(
        "'\(file)' is read-only; make it writable (chmod u+w '\(file)') or choose another file"),
      "\(session.output)")
    #expect(
      session.output.contains("the folder '\(locked)' is read-only; make it writable"),
      "\(session.output)")
    #expect(!session.output.contains("NSCocoaErrorDomain"))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "old")
  }

  @Test func aPipeGivenAsTheDatabaseIsRefusedUntouched() throws {
    defer { directory.remove() }
    let pipe = directory.path("pipe")
    #expect(mkfifo(pipe, 0o600) == 0)
    try own(pipe)
    let refused = try run(pipe, ["quit"])
    #expect(refused.status == 1)
    #expect(refused.output.contains("'\(pipe)' is a device, pipe or socket, not a database file"))
  }
}
