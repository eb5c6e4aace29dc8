import Domain
import Foundation
import RemoteAPI
import TestSupport
import Testing

/// What remote mode keeps between runs: the open gather on the server at the end of input,
/// and the session token only while "remember me" is on.
@MainActor
@Suite
struct RemoteSessionTests {
  typealias Session = UnfinishedMatchSessionTests

  @Test func theEndOfInputAtTheResumeQuestionKeepsTheOpenGatherOnTheServer() async throws {
    let remote = try await RemoteApp.seeded(
      roster: Session.roster)
    defer { remote.stop() }
    let server = remote.server
    _ = await remote.run(
      Session.leaveAMatch + TimedScript.lines("logout"), clock: TestClock())
    #expect(server.gatherCount == 1)
    let requestsBefore = server.requestLog.count

    let run = await remote.run(
      ["login coach", "secret"])

    #expect(run.status == 0)
    #expect(run.output.contains("Resume it? [y/n] \n"))
    #expect(!run.output.contains("Discarded"))
    #expect(server.gatherCount == 1)
    #expect(!server.requestLog.dropFirst(requestsBefore).contains { $0.hasPrefix("DELETE") })
    let again = await remote.run(
      ["login coach", "secret", "y"])
    #expect(again.output.contains("Team A 1-0 Team B"))
  }

  @Test func withRememberOffNoTokenIsKeptAndAnOlderOneIsRemoved() async throws {
    let remote = try await RemoteApp.seeded(
      roster: Session.roster)
    defer { remote.stop() }
    let (server, state) = (remote.server, remote.state)
    let tokens = FileTokenStore(directory: URL(fileURLWithPath: state + "/footballgather"))
    _ = await remote.run(["login coach", "secret"])
    let older = try #require(try tokens.session(for: server.baseURL))
    #expect(older.token != nil)

    let forgetting = await remote.run(
      ["logout", "remember off", "login coach", "secret"])
    #expect(forgetting.output.contains("Players of coach (4)"))
    #expect(try tokens.session(for: server.baseURL) == nil)

    // An older token is not used either while remember is off: log in again.
    try tokens.save(older, for: server.baseURL)
    let next = await remote.run([])
    #expect(!next.output.contains("saved session"))
    #expect(next.output.contains("login> "))
    #expect(try tokens.session(for: server.baseURL) == nil)
  }
}
