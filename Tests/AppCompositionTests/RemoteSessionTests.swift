import Domain
import Foundation
import RemoteAPI
import TestSupport
import Testing

/// What remote mode keeps between runs: the open gather on the server at the end of input,
/// and the session token only while "remember me" is on.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RemoteSessionTests {
  typealias Session = UnfinishedMatchSessionTests

  @Test func theEndOfInputAtTheResumeQuestionKeepsTheOpenGatherOnTheServer() async throws {
    let (server, app, _, arguments, environment) = try await RemoteApp.seeded(
      roster: Session.roster)
    defer { server.stop() }
    defer { app.directory.remove() }
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
    let (server, app, state, arguments, environment) = try await RemoteApp.seeded(
      roster: Session.roster)
    defer { server.stop() }
    defer { app.directory.remove() }
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
