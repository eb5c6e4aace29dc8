import Domain
import Foundation
import RemoteAPI
import StandInServer
import TestSupport
import Testing

/// What remote mode keeps between runs: the open gather on the server at the end of input,
/// and the session token only while "remember me" is on.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RemoteSessionTests {
  typealias Session = UnfinishedMatchSessionTests

  /// A server with coach (password "secret") and four players; the app's state folder.
  func seeded() async throws -> (server: StandInServer, app: AppHarness, state: String) {
    let server = try StandInServer.start()
    let app = try AppHarness()
    let seedState = URL(fileURLWithPath: app.directory.path("seed"))
    let seeding = RemoteBackend(
      baseURL: server.baseURL, tokens: FileTokenStore(directory: seedState),
      cache: FileGatherMetadataCache(directory: seedState))
    let coach = Credentials(username: "coach", password: "secret")
    _ = try await seeding.auth.register(coach)
    let session = try await seeding.auth.logIn(coach)
    _ = try await seeding.players(for: session).createPlayers(Session.roster)
    return (server, app, app.directory.path("state"))
  }

  @Test func theEndOfInputAtTheResumeQuestionKeepsTheOpenGatherOnTheServer() async throws {
    let (server, app, state) = try await seeded()
    defer { server.stop() }
    defer { app.directory.remove() }
    let arguments = ["--server", server.baseURL.absoluteString]
    let environment = ["XDG_STATE_HOME": state]
    _ = await app.run(
      Session.leaveAMatch + TimedScript.lines("logout"), clock: TestClock(),
      arguments: arguments, environment: environment)
    #expect(server.gatherCount == 1)
    let requestsBefore = server.requestLog.count

    let run = await app.run(
      ["login coach", "secret"], arguments: arguments, environment: environment)

    #expect(run.status == 0)
    #expect(run.output.contains("Resume it? [y/n] \n"))
    #expect(!run.output.contains("Discarded"))
    #expect(server.gatherCount == 1)
    #expect(!server.requestLog.dropFirst(requestsBefore).contains { $0.hasPrefix("DELETE") })
    let again = await app.run(
      ["login coach", "secret", "y"], arguments: arguments, environment: environment)
    #expect(again.output.contains("Team A 1-0 Team B"))
  }

  @Test func withRememberOffNoTokenIsKeptAndAnOlderOneIsRemoved() async throws {
    let (server, app, state) = try await seeded()
    defer { server.stop() }
    defer { app.directory.remove() }
    let arguments = ["--server", server.baseURL.absoluteString]
    let environment = ["XDG_STATE_HOME": state]
    let tokens = FileTokenStore(directory: URL(fileURLWithPath: state + "/footballgather"))
    _ = await app.run(["login coach", "secret"], arguments: arguments, environment: environment)
    let older = try #require(try tokens.session(for: server.baseURL))
    #expect(older.token != nil)

    let forgetting = await app.run(
      ["logout", "remember off", "login coach", "secret"], arguments: arguments,
      environment: environment)
    #expect(forgetting.output.contains("Players of coach (4)"))
    #expect(try tokens.session(for: server.baseURL) == nil)

    // An older token is not used either while remember is off: log in again.
    try tokens.save(older, for: server.baseURL)
    let next = await app.run([], arguments: arguments, environment: environment)
    #expect(!next.output.contains("saved session"))
    #expect(next.output.contains("login> "))
    #expect(try tokens.session(for: server.baseURL) == nil)
  }
}
