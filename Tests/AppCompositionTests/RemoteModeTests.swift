import Domain
import Foundation
import RemoteAPI
import StandInServer
import Testing

/// The same app against the web service (a stand-in on 127.0.0.1 that follows the API page).
@MainActor
struct RemoteModeTests {
  @Test func theDocumentedSessionReadsTheSameAgainstTheWebServiceButForTheLabel() async throws {
    let remote = try RemoteApp.started()
    defer { remote.stop() }
    let (server, app) = (remote.server, remote.app)
    let whole = try String(
      contentsOf: PlayerManagementSessionTests.examples.appendingPathComponent(
        "player-management.txt"),
      encoding: .utf8)
    // The roster part; the history part after it archives a player who played, which the
    // web service cannot keep (remote mode deletes for good), so it reads differently.
    let script = try #require(whole.components(separatedBy: "logout\nlogin coach\n").first)
    func lines(into folder: String) -> [String] {
      script.split(separator: "\n").map {
        String($0).replacing(PlayerManagementSessionTests.examplePrefix, with: folder + "/")
      }
    }
    try FileManager.default.createDirectory(
      atPath: app.directory.path("local"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: app.directory.path("remote"), withIntermediateDirectories: true)

    let local = await app.run(lines(into: app.directory.path("local")))
    let served = await remote.run(lines(into: app.directory.path("remote")))

    #expect(served.status == 0)
    #expect(served.errors.isEmpty)
    #expect(served.output.contains("log in (server \(server.baseURL.absoluteString))"))
    let normalised = served.output
      .replacing("server \(server.baseURL.absoluteString)", with: "local database")
      .replacing(app.directory.path("remote"), with: app.directory.path("local"))
    #expect(normalised == local.output)
    #expect(server.playerCount == 9)
  }

  @Test func aSavedSessionIsUsedAtTheNextStartAndLogoutForgetsIt() async throws {
    let remote = try RemoteApp.started()
    defer { remote.stop() }
    _ = await remote.run(
      ["register", "ann", "password", "password"])

    let second = await remote.run(["logout"])
    #expect(second.output.contains("Logged in as ann (saved session; type logout to end it)."))
    #expect(second.output.contains("Players of ann (0)"))

    let third = await remote.run([])
    #expect(!third.output.contains("saved session"))
  }

  @Test func aRejectedTokenSendsTheUserBackToLoginWithAClearMessage() async throws {
    let remote = try RemoteApp.started()
    defer { remote.stop() }
    let (server, state) = (remote.server, remote.state)
    _ = await remote.run(["register", "ann", "password", "password"])
    // The server forgets the token (as after a restart): the saved session is no longer valid.
    let tokens = FileTokenStore(directory: URL(fileURLWithPath: state + "/footballgather"))
    var session = try #require(try tokens.session(for: server.baseURL))
    session.token = "bm90IGEgdmFsaWQgdG9rZW4h"
    try tokens.save(session, for: server.baseURL)

    let run = await remote.run(["list"])
    #expect(
      run.output.contains(
        "error: could not load the players: your session has expired; log in again"))
    #expect(run.output.contains("The server no longer accepts your session; log in again."))
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.filter { $0.hasPrefix("The server no longer accepts") }.count == 1)
    #expect(
      run.output.hasSuffix(
        "login> list\nerror: unknown command 'list'; type one of: login [USERNAME], register [USERNAME], remember on|off, help, back, quit\nlogin> \nBye.\n"
      ))
    #expect(try tokens.session(for: server.baseURL) == nil)
  }

  @Test func anUnreachableServerIsOneClearErrorAndTheUserStays() async throws {
    let (_, run) = try await RemoteApp.runAgainstAClosedPort(["login", "ann", "pw"])
    #expect(run.status == 0)
    let errors = run.output.split(separator: "\n").filter { $0.hasPrefix("error:") }
    #expect(errors.count == 1)
    #expect(errors.first?.contains("nothing answers at") == true)
  }

  @Test func dbAndServerTogetherIsAUsageError() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    let run = await app.run([], arguments: ["--db", "x.sqlite", "--server", "http://127.0.0.1:1"])
    #expect(run.status == 2)
    #expect(run.errors == "footballgather: use either --db or --server, not both\n")
  }
}
