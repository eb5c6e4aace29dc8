import AppComposition
import Foundation
import Testing

@MainActor
struct LaunchTests {
  @Test func helpAndVersionPrintAndExitZero() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    let help = await app.run([], arguments: ["--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("Football Gather: organise amateur football matches"))
    let version = await app.run([], arguments: ["--version"])
    #expect(version.output == "footballgather \(FootballGatherApp.version)\n")
  }

  @Test(arguments: [
    (["--db"], "footballgather: --db needs a file path, e.g. --db ~/football.sqlite\n"),
    (["--colour"], "footballgather: unknown argument '--colour'; see footballgather --help\n"),
    (
      ["--x\u{1B}]0;T\u{7}"],
      "footballgather: unknown argument '--x\\u{1B}]0;T\\u{7}'; see footballgather --help\n"
    ),
  ])
  func badArgumentsAreAUsageError(arguments: [String], message: String) async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    let run = await app.run([], arguments: arguments)
    #expect(run.status == 2)
    #expect(run.errors == message)
    #expect(run.output.isEmpty)
  }

  @Test func theDatabaseGoesWhereTheFlagOrTheEnvironmentSays() {
    #expect(
      DatabaseLocation.resolve(option: "~/f.sqlite", environment: [:], homeDirectory: "/home/a")
        == "/home/a/f.sqlite")
    #expect(
      DatabaseLocation.resolve(
        option: nil, environment: ["FOOTBALLGATHER_DB": "/tmp/x.sqlite"], homeDirectory: "/h")
        == "/tmp/x.sqlite")
    #expect(
      DatabaseLocation.resolve(
        option: nil, environment: ["XDG_DATA_HOME": "/data"], homeDirectory: "/h")
        == "/data/footballgather/footballgather.sqlite")
    #expect(
      DatabaseLocation.resolve(option: nil, environment: [:], homeDirectory: "/h")
        == "/h/.local/share/footballgather/footballgather.sqlite")
  }

  @Test func aFileThatIsNotOurDatabaseIsRefusedAndLeftAlone() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    let path = app.directory.path("notes.txt")
    let bytes = Data("shopping list: boots, shin pads\n".utf8)
    try bytes.write(to: URL(fileURLWithPath: path))
    let run = await app.run(["quit"], arguments: ["--db", path])
    #expect(run.status == 1)
    #expect(run.errors.hasPrefix("footballgather: "))
    #expect(run.errors.contains(path))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  @Test func theDefaultDatabaseIsCreatedUnderXDGDataHome() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    let dataHome = app.directory.path("xdg")
    let run = await app.run(["quit"], arguments: [], environment: ["XDG_DATA_HOME": dataHome])
    #expect(run.status == 0)
    #expect(
      FileManager.default.fileExists(atPath: dataHome + "/footballgather/footballgather.sqlite"))
  }
}

@MainActor
struct ShutdownTests {
  /// Quitting closes the database: SQLite folds its write-ahead log back into the file,
  /// so nothing is left beside it (no screen, service or timer keeps the store alive).
  @Test func quittingFromAnyScreenClosesTheDatabase() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    let run = await app.run(["register", "nb", "pw", "pw", "add", "name Ann", "save", "quit"])
    #expect(run.status == 0)
    #expect(FileManager.default.fileExists(atPath: app.databasePath))
    #expect(!FileManager.default.fileExists(atPath: app.databasePath + "-wal"))
  }
}
