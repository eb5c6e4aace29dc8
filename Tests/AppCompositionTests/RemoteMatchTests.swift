import Domain
import Foundation
import RemoteAPI
import StandInServer
import TestSupport
import Testing

/// The scripted full match against the web service: the same transcript as on the
/// embedded database, but for the backend label; goals and the match in progress are
/// kept locally, since the server has no place for them.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RemoteMatchTests {
  @Test func theScriptedFullMatchReadsTheSameAgainstTheWebService() async throws {
    let server = try StandInServer.start()
    defer { server.stop() }
    let app = try AppHarness()
    defer { app.directory.remove() }
    let state = app.directory.path("state")
    let seeding = RemoteBackend(
      baseURL: server.baseURL, tokens: FileTokenStore(directory: URL(fileURLWithPath: state)),
      cache: FileGatherMetadataCache(directory: URL(fileURLWithPath: state)))
    let credentials = Credentials(username: "coach", password: "secret")
    _ = try await seeding.auth.register(credentials)
    let session = try await seeding.auth.logIn(credentials)
    _ = try await seeding.players(for: session).createPlayers(MatchSessionTests.roster)
    try await seeding.auth.logOut(session)

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
