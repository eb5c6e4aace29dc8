import Foundation
import TestSupport
import Testing

/// Every path a user types (`import FILE`, `export csv|json FILE`, `--db FILE`), short,
/// odd and missing, through the real binary in a folder of its own: each gets one clear
/// line (an `error:` or what was written), nothing crashes and nothing is lost.
/// (`import 3` crashed the app: Foundation's `NSString` path code traps on a one-character
/// path, issue 35.)
@Suite(.serialized)
struct OddPathSessionTests {
  /// The kinds of path a slip or a shell gives: one character, `~`, `..`, a trailing `/`,
  /// a missing folder, non-ASCII, spaces, a long name, then seeded random short ones.
  static let paths: [String] = {
    var paths = [
      "3", "x", "é", "~", "~/", "..", "../", ".", "./", "/", "x/", "3/", "é/", "a b",
      "nofolder/x.csv", "nofolder/", "~/nofolder/x.csv", "/nofolder/x.csv", "./3",
      "../nofolder/3", "ü/ö", "-", "--", ".x", "x.", String(repeating: "n", count: 300),
    ]
    var random = SeededRandom(seed: 35)
    let letters = Array("ab3./~éx -")
    for _ in 0..<24 {
      let length = Int.random(in: 1...3, using: &random)
      paths.append(String((0..<length).map { _ in letters.randomElement(using: &random)! }))
    }
    return paths.filter { !$0.hasPrefix(" ") && !$0.hasSuffix(" ") }
  }()

  /// `register`, one player, then every path through `import`, then each path once through
  /// `export csv` or `export json` (a run of its own per format, in a folder of its own, so
  /// no export meets a file an earlier one wrote and asks whether to replace it): one answer
  /// each, and the player still there at the end.
  @Test(arguments: ["csv", "json"])
  func importAndExportAnswerEveryOddPathWithOneLine(format: String) async throws {
    let folder = try TemporaryDirectory(prefix: "footballgather-paths")
    defer { folder.remove() }
    let home = folder.path("home")
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let work = folder.path("work")
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    let app = try ChildApp(
      arguments: ["--db", folder.path("db.sqlite")], home: home, folder: work)
    app.send("register", "ann", "password1", "password1", "add Bob", "save")
    #expect(await app.readUntil("Players of ann (1)"))
    // Every import before any export: a file an export wrote would be a real import.
    var seen: Set<String> = []
    let paths = Self.paths.map { Self.sandboxed($0, in: folder) }
    let commands =
      paths.map { "import \($0)" }
      + paths.filter { seen.insert(Self.resolved($0, home, work)).inserted }
      .map { "export \(format) \($0)" }
    // A path that names a file already there (none should, the paths being sandboxed): the
    // export asks first, and `n` keeps it.
    for command in commands {
      app.send(command)
      let exporting = "export \(format) "
      if command.hasPrefix(exporting),
        Self.isFile(String(command.dropFirst(exporting.count)), home, work)
      {
        app.send("n")
      }
    }
    app.send("list", "quit")
    #expect(await app.finish() == 0)
    let transcript = app.transcript
    #expect(!transcript.contains("crashed") && !transcript.contains("Fatal error"))
    for command in commands {
      let answer = Self.answer(to: command, in: transcript)
      let errors = answer.filter { $0.hasPrefix("error: ") }
      let written = answer.filter { $0.hasPrefix("Exported ") || $0.hasPrefix("Kept ") }
      #expect(
        errors.count + written.count == 1, "'\(command)' was answered with \(answer)")
      #expect(
        !answer.contains { $0.contains("NSCocoaErrorDomain") || $0.contains("Error Domain") },
        "'\(command)': \(answer)")
    }
    #expect(transcript.contains("Players of ann (1)\n  #  Name"))
  }

  /// `path`, with an absolute path into a missing folder (`/nofolder/x.csv`) moved into the
  /// test's own `folder`: still absolute and still missing, but a `--db` there creates its
  /// folder, and the suite must not leave `/nofolder` on the machine for the next export to
  /// meet (it did: a later run's export then found a database at `/nofolder/x.csv`).
  static func sandboxed(_ path: String, in folder: TemporaryDirectory) -> String {
    path.hasPrefix("/nofolder") ? folder.path("absent") + path.dropFirst("/nofolder".count) : path
  }

  /// Whether `path`, as the app in `work` with home `home` reads it, names an ordinary
  /// file that is there before the run.
  static func isFile(_ path: String, _ home: String, _ work: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(
      atPath: resolved(path, home, work), isDirectory: &isFolder) && !isFolder.boolValue
  }

  /// The file `path` names for the app in `work` with home `home` (`3` and `./3` are one
  /// file; `3/` is not), so each file is exported to once a run.
  static func resolved(_ path: String, _ home: String, _ work: String) -> String {
    let full =
      path.hasPrefix("/")
      ? path : path.hasPrefix("~/") ? home + path.dropFirst() : work + "/" + path
    let standard = URL(fileURLWithPath: full).standardizedFileURL.path
    return path.hasSuffix("/") ? standard + "/" : standard
  }

  /// `--db PATH` at start-up: the app opens the file or refuses it in one line and exits 1
  /// (2 for `--`, which is no path); it never crashes.
  @Test func theDatabaseFlagAnswersEveryOddPathWithOneLine() async throws {
    let folder = try TemporaryDirectory(prefix: "footballgather-db-paths")
    defer { folder.remove() }
    let home = folder.path("home")
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    for path in Self.paths.map({ Self.sandboxed($0, in: folder) }) {
      let work = folder.path("work-\(abs(path.hashValue))")
      try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
      let app = try ChildApp(arguments: ["--db", path], home: home, folder: work)
      app.send("quit")
      let status = await app.finish()
      let lines = app.transcript.split(separator: "\n")
      if status == 0 {
        #expect(lines.first == "Football Gather: log in (local database)", "--db '\(path)'")
      } else {
        // 1: a file it cannot use; 2: not a path at all (`--db --`), a usage error.
        #expect(status == (path == "--" ? 2 : 1), "--db '\(path)' ended with \(status): \(lines)")
        #expect(
          lines.count == 1 && lines[0].hasPrefix("footballgather: "),
          "--db '\(path)' said \(lines)")
      }
    }
  }

  /// A line sent after the app has ended on its own (here a usage error) goes nowhere: the
  /// test process that sent it lives on (SIGPIPE ended a whole loaded run, issue 35).
  @Test func linesSentToAnAppThatHasEndedGoNowhere() async throws {
    let folder = try TemporaryDirectory(prefix: "footballgather-ended")
    defer { folder.remove() }
    let app = try ChildApp(arguments: ["--db", "--"], home: folder.url.path)
    await app.waitUntilItEnds()
    app.send("quit")
    #expect(await app.finish() == 2)
    #expect(app.transcript.hasPrefix("footballgather: "))
  }

  /// The lines the app printed after `players> COMMAND` and before the next prompt.
  static func answer(to command: String, in transcript: String) -> [String] {
    guard let start = transcript.range(of: "players> \(command)\n") else { return ["(not run)"] }
    let rest = transcript[start.upperBound...]
    let end = rest.range(of: "players> ")?.lowerBound ?? rest.endIndex
    return rest[..<end].split(separator: "\n").map(String.init)
  }
}
