import AppComposition
import Domain
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

  /// Runs one session whose script moves `clock` between lines (a timed match); the app
  /// dates gathers at `AppHarness.now` (UTC) and balances with seed 7 unless told one.
  @MainActor
  func run(
    _ steps: [TimedScript.Step], clock: TestClock, arguments: [String]? = nil,
    environment: [String: String] = [:]
  ) async -> (status: Int32, output: String, errors: String) {
    let output = RecordingOutput()
    let errors = RecordingOutput()
    let app = FootballGatherApp(
      environment: environment, homeDirectory: directory.path("home"),
      input: TimedScript(steps, clock: clock, output: output), output: output,
      errorOutput: errors, passwordHasher: hasher, clock: clock, now: { Self.now },
      timeZone: TimeZone(identifier: "UTC") ?? .current, makeSeed: { 7 })
    let status = await app.run(arguments: arguments ?? ["--db", databasePath])
    return (status, output.text, errors.text)
  }

  /// When the timed sessions' gathers start and end: 2027-01-15 08:00 UTC.
  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  /// An app whose store already has the coach (password `secret`) and `players`, as an
  /// earlier session would have left it: where most session tests start. A failed seeding
  /// removes its folder.
  static func seeded(players: [PlayerDraft]) async throws -> AppHarness {
    let app = try AppHarness()
    do {
      try await app.seed("coach", password: "secret", players: players)
    } catch {
      app.directory.remove()
      throw error
    }
    return app
  }

  /// Registers `username` with `players` in the app's store, as an earlier session would.
  func seed(_ username: String, password: String, players: [PlayerDraft]) async throws {
    let store = try openStore()
    let user = try await store.auth.register(Credentials(username: username, password: password))
    _ = try await store.players(for: user).createPlayers(players)
  }

  /// The store the app uses, opened beside it (as a second process would).
  func openStore() throws -> LocalStore {
    try LocalStore(path: databasePath, hasher: hasher)
  }
}
