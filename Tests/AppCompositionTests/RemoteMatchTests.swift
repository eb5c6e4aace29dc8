import Domain
import Foundation
import RemoteAPI
import StandInHarness
import TestSupport
import Testing

/// The scripted full match against the web service: the same transcript as on the
/// embedded database, but for the backend label; goals and the match in progress are
/// kept locally, since the server has no place for them.
@MainActor
@Suite
struct RemoteMatchTests {
  @Test func theScriptedFullMatchReadsTheSameAgainstTheWebService() async throws {
    let server = try StandInHarness()
    defer { server.stop() }
    let app = try AppHarness()
    defer { app.directory.remove() }
    let state = app.directory.path("state")
    let session = try await server.signUp(
      "coach", password: "secret", players: MatchSessionTests.roster, through: "seed"
    ).session

    let clock = TestClock()
    let run = await app.run(
      MatchSessionTests.script, clock: clock,
      arguments: ["--server", server.baseURL.absoluteString],
      environment: ["XDG_STATE_HOME": state])

    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(
      run.output.replacing("server \(server.baseURL.absoluteString)", with: "local database")
        == MatchSessionTests.transcript)
    #expect(server.gatherCount == 1)
    let snapshots = FileMatchSnapshotStore(
      directory: URL(fileURLWithPath: state + "/footballgather"), server: server.baseURL,
      user: session.user)
    #expect(try await snapshots.loadSnapshot() == nil)
  }
}
