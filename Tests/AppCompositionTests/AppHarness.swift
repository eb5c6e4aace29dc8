import AppComposition
import Foundation
import LineUI
import LocalStore
import TestSupport

/// Runs the real app (composition root, real store) over a scripted console.
struct AppHarness {
  let directory: TemporaryDirectory
  let hasher = BcryptPasswordHasher(cost: 4)

  init() throws {
    directory = try TemporaryDirectory()
  }

  var databasePath: String { directory.path("data/footballgather.sqlite") }

  /// Runs one session with `lines` as piped input; returns the exit status, stdout and stderr.
  @MainActor
  func run(_ lines: [String], arguments: [String]? = nil, environment: [String: String] = [:])
    async -> (status: Int32, output: String, errors: String)
  {
    let output = RecordingOutput()
    let errors = RecordingOutput()
    let app = FootballGatherApp(
      environment: environment, homeDirectory: directory.path("home"),
      input: ScriptedInput(lines), output: output, errorOutput: errors,
      passwordHasher: hasher)
    let status = await app.run(arguments: arguments ?? ["--db", databasePath])
    return (status, output.text, errors.text)
  }

  /// The store the app uses, opened beside it (as a second process would).
  func openStore() throws -> LocalStore {
    try LocalStore(path: databasePath, hasher: hasher)
  }
}
