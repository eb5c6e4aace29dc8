import Domain
import StandInHarness

/// The set-up every remote-mode session test shares: the app (`AppHarness`) beside a
/// stand-in server (`StandInHarness`), started with `--server` and its state folder.
/// Stop both with `server.stop()` and `app.directory.remove()`.
enum RemoteApp {
  typealias Parts = (
    server: StandInHarness, app: AppHarness, state: String, arguments: [String],
    environment: [String: String]
  )

  /// An empty server (`unanswered`: connections it takes and never answers) and an app
  /// whose state (token, cache, match notes) goes to `state` through `XDG_STATE_HOME`.
  static func started(unanswered: Int = 0) throws -> Parts {
    let server = try StandInHarness(unanswered: unanswered)
    let app = try AppHarness()
    let state = app.directory.path("state")
    return (server, app, state, ["--server", server.address], ["XDG_STATE_HOME": state])
  }

  /// The same with coach (`password`) and `roster` on the server, seeded by another client.
  static func seeded(password: String = "secret", roster: [PlayerDraft]) async throws -> Parts {
    let parts = try started()
    try await parts.server.signUp("coach", password: password, players: roster, through: "seed")
    return parts
  }
}
