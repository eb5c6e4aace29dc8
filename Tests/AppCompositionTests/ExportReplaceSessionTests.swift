import Foundation
import TestSupport
import Testing

/// `export csv FILE` where FILE is there already (issue 34): the app asks first; only yes
/// replaces it, and no or the end of input keeps the file as it was and says so.
@MainActor
struct ExportReplaceSessionTests {
  @Test func anExportOverAFileAsksAndOnlyYesReplacesIt() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    let file = app.directory.url.path + "/roster.csv"
    let run = await app.run(
      [
        "register", "coach", "secret-pw", "secret-pw", "add Ann", "save",
        "export csv \(file)", "export json \(file)", "n", "export json \(file)", "y",
        "export csv \(file)",
      ].map(TimedScript.Step.line), clock: TestClock())
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n").map(String.init)
    let asked = "\(file) exists: replace it? [y/n]"
    #expect(lines.filter { $0.contains(asked) }.count == 3, "\(run.output)")
    #expect(lines.contains(asked + " n") && lines.contains(asked + " y"), "\(run.output)")
    #expect(lines.filter { $0.hasPrefix("Kept ") }.count == 2)
    #expect(lines.contains("Kept \(file) as it was; nothing was exported."))
    #expect(lines.contains("Exported 1 player to \(file) as JSON."))
    // The last export met the end of input at the question: the JSON stayed.
    #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("["))
  }
}
