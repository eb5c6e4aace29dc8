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
}
