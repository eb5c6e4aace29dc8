import Domain
import Foundation
import TestSupport
import Testing

/// Runs one script as `coach` against each backend: the embedded database, and the web
/// service (the stand-in server), each seeded with the same roster; the script starts
/// logged in. `$DIR` in a line is a folder of the run's own, for files to import.
enum BothBackends: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case local, remote

  var testDescription: String { rawValue }

  typealias Run = (status: Int32, output: String, errors: String)

  @MainActor
  func run(
    _ lines: [String], roster: [PlayerDraft], files: [String: String] = [:]
  ) async throws -> Run {
    try await run(TimedScript.lines(), then: lines, roster: roster, files: files)
  }

  /// As `run`, with timed steps (`TimedScript.Step`) for a match.
  @MainActor
  func run(
    _ steps: [TimedScript.Step], then lines: [String] = [], roster: [PlayerDraft],
    files: [String: String] = [:]
  ) async throws -> Run {
    let login = TimedScript.lines("login coach", "secret")
    switch self {
    case .local:
      let app = try await AppHarness.seeded(players: roster)
      defer { app.directory.remove() }
      let script = try Self.script(login + steps, lines, files: files, in: app)
      return await app.run(script, clock: TestClock())
    case .remote:
      let remote = try await RemoteApp.seeded(roster: roster)
      defer { remote.stop() }
      let app = remote.app
      let script = try Self.script(login + steps, lines, files: files, in: app)
      return await remote.run(
        script, clock: TestClock())
    }
  }

  private static func script(
    _ steps: [TimedScript.Step], _ lines: [String], files: [String: String], in app: AppHarness
  ) throws -> [TimedScript.Step] {
    let folder = app.directory.path("files")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }
    return steps + lines.map { .line($0.replacingOccurrences(of: "$DIR", with: folder)) }
  }
}
