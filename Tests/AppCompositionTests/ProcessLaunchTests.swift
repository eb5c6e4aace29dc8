import Foundation
import TestSupport
import Testing

/// The real binary, as a newcomer runs it: its defaults come from the process environment.
@Suite(.serialized)
struct ProcessLaunchTests {
  @Test func theDefaultDatabaseIsUnderHomeWhenNoFlagOrVariableSaysOtherwise() async throws {
    let home = try TemporaryDirectory(prefix: "footballgather-home")
    defer { home.remove() }
    let app = try await quitAtOnce(home: home.url.path)
    #expect(
      FileManager.default.fileExists(
        atPath: home.url.path + "/.local/share/footballgather/footballgather.sqlite"))
    _ = await app.finish()
  }

  @Test func aLocalSessionCreatesNothingButTheDatabaseFolder() async throws {
    let home = try TemporaryDirectory(prefix: "footballgather-home")
    defer { home.remove() }
    let app = try await quitAtOnce(home: home.url.path)
    _ = await app.finish()
    let created = try FileManager.default.subpathsOfDirectory(atPath: home.url.path)
    // No URLSession in local mode: no ~/.cache/.../URLCache, no empty debug folder.
    #expect(
      created.filter { !$0.hasPrefix(".local/share/footballgather") } == [".local", ".local/share"])
  }

  /// Local mode maps no networking library: the remote transport is the app's own socket
  /// client, so neither FoundationNetworking nor libcurl (and their dependencies) are
  /// loaded (docs/PERFORMANCE.md, "Start-up").
  @Test func aLocalSessionLoadsNoNetworkingLibrary() async throws {
    let home = try TemporaryDirectory(prefix: "footballgather-home")
    defer { home.remove() }
    let app = try ChildApp(arguments: [], home: home.url.path)
    #expect(await app.readUntil("login> "))
    let maps = try String(
      contentsOfFile: "/proc/\(app.processIdentifier)/maps", encoding: .utf8)
    app.send("quit")
    _ = await app.finish()
    #expect(maps.contains("libFoundationEssentials") || maps.contains("libFoundation"))
    #expect(!maps.contains("libFoundationNetworking"))
    #expect(!maps.contains("libcurl"))
  }

  /// The app started with no flags in `home`, told `quit` at its first prompt.
  private func quitAtOnce(home: String) async throws -> ChildApp {
    let app = try ChildApp(arguments: [], home: home)
    app.send("quit")
    #expect(await app.readUntil("Bye."))
    return app
  }
}
