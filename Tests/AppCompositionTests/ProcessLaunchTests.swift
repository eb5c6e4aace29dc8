import Foundation
import Testing

/// The real binary, as a newcomer runs it: its defaults come from the process environment.
@Suite(.serialized)
struct ProcessLaunchTests {
  @Test func theDefaultDatabaseIsUnderHomeWhenNoFlagOrVariableSaysOtherwise() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("footballgather-home-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: home) }
    let app = try ChildApp(arguments: [], home: home)
    app.send("quit")
    #expect(app.readUntil("Bye."))
    #expect(
      FileManager.default.fileExists(
        atPath: home + "/.local/share/footballgather/footballgather.sqlite"))
  }

  @Test func aLocalSessionCreatesNothingButTheDatabaseFolder() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("footballgather-home-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: home) }
    let app = try ChildApp(arguments: [], home: home)
    app.send("quit")
    #expect(app.readUntil("Bye."))
    _ = app.finish()
    let created = try FileManager.default.subpathsOfDirectory(atPath: home)
    // No URLSession in local mode: no ~/.cache/.../URLCache, no empty debug folder.
    #expect(
      created.filter { !$0.hasPrefix(".local/share/footballgather") } == [".local", ".local/share"])
  }

  /// Local mode maps no networking library: the remote transport is the app's own socket
  /// client, so neither FoundationNetworking nor libcurl (and their dependencies) are
  /// loaded (docs/PERFORMANCE.md, "Start-up").
  @Test func aLocalSessionLoadsNoNetworkingLibrary() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("footballgather-home-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: home) }
    let app = try ChildApp(arguments: [], home: home)
    #expect(app.readUntil("login> "))
    let maps = try String(
      contentsOfFile: "/proc/\(app.processIdentifier)/maps", encoding: .utf8)
    app.send("quit")
    _ = app.finish()
    #expect(maps.contains("libFoundationEssentials") || maps.contains("libFoundation"))
    #expect(!maps.contains("libFoundationNetworking"))
    #expect(!maps.contains("libcurl"))
  }
}
