import Domain
import StandInHarness
import StandInServer
import TestSupport

/// The set-up every remote-mode session test shares: the app (`AppHarness`) beside a
/// stand-in server (`StandInHarness`), run with `--server` and its own state folder.
/// `stop()` stops the server and removes the app's folder.
struct RemoteApp {
  let server: StandInHarness
  let app: AppHarness
  /// Where the app keeps its token, cache and match notes (`XDG_STATE_HOME`).
  let state: String

  /// The arguments and environment every run gets. The server on loopback always answers,
  /// so the request deadline is `HangGuard`'s: a busy machine never reaches it.
  var arguments: [String] { ["--server", server.address] }
  var environment: [String: String] {
    ["XDG_STATE_HOME": state, "FOOTBALLGATHER_TIMEOUT": "\(Int(HangGuard.loopbackSeconds))"]
  }

  /// An empty server (`unanswered`: connections it takes and never answers) and the app.
  static func started(unanswered: Int = 0) throws -> RemoteApp {
    let server = try StandInHarness(unanswered: unanswered)
    do {
      let app = try AppHarness()
      return RemoteApp(server: server, app: app, state: app.directory.path("state"))
    } catch {
      server.stop()
      throw error
    }
  }

  /// The same with coach (`password`) and `roster` on the server, seeded by another client.
  static func seeded(password: String = "secret", roster: [PlayerDraft]) async throws
    -> RemoteApp
  {
    let remote = try started()
    do {
      try await remote.server.signUp(
        "coach", password: password, players: roster, through: "seed")
    } catch {
      remote.stop()
      throw error
    }
    return remote
  }

  /// One run of the app against the server, `lines` piped in (as `AppHarness.run`).
  @MainActor
  func run(_ lines: [String]) async -> (status: Int32, output: String, errors: String) {
    await app.run(lines, arguments: arguments, environment: environment)
  }

  /// One run whose script moves `clock` (a timed match), against the server.
  @MainActor
  func run(_ steps: [TimedScript.Step], clock: TestClock) async
    -> (status: Int32, output: String, errors: String)
  {
    await app.run(steps, clock: clock, arguments: arguments, environment: environment)
  }

  /// One run of a new app (its folder removed after) against an address on 127.0.0.1 where
  /// nothing answers; answers the address, as the app names it, and the run.
  @MainActor
  static func runAgainstAClosedPort(_ lines: [String]) async throws
    -> (address: String, run: (status: Int32, output: String, errors: String))
  {
    let closed = try ClosedPort()
    let app = try AppHarness()
    defer { app.directory.remove() }
    let address = closed.baseURL.absoluteString
    let run = await app.run(
      lines, arguments: ["--server", address],
      environment: ["XDG_STATE_HOME": app.directory.path("state")])
    withExtendedLifetime(closed) {}
    return (address, run)
  }

  /// Stops the server and removes the app's folder.
  func stop() {
    server.stop()
    app.directory.remove()
  }
}
