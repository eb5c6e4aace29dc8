import Domain
import Foundation
import RemoteAPI
import Testing

/// One way a call can fail, and what `allPlayers()` must then report.
struct FailureShape: Sendable, CustomTestStringConvertible {
  let name: String
  let respond: StubTransport.Responder
  /// The message a user sees after `error: ` when loading the players.
  let message: String

  var testDescription: String { name }

  static let all: [FailureShape] = [
    FailureShape(
      name: "server unreachable", respond: { _ in throw TransportError.cannotConnect },
      message: "the server could not be reached: nothing answers at http://gather.test:8080; "
        + "check the server address and that it runs"),
    FailureShape(
      name: "timeout", respond: { _ in throw TransportError.timedOut(seconds: 10) },
      message: "the server could not be reached: no answer within 10 seconds while loading "
        + "your players; try again later"),
    FailureShape(
      name: "connection lost", respond: { _ in throw TransportError.connectionLost },
      message: "the server could not be reached: the connection broke while loading your "
        + "players; try again"),
    FailureShape(
      name: "401", respond: { _ in .status(401) },
      message: "your session has expired; log in again"),
    FailureShape(
      name: "404 on a list", respond: { _ in .status(404) },
      message: "the server could not be reached: the server gave an unexpected answer "
        + "(status 404) while loading your players"),
    FailureShape(
      name: "205 instead of 200", respond: { _ in .json("[]", status: 205) },
      message: "the server could not be reached: the server gave an unexpected answer "
        + "(status 205) while loading your players"),
    FailureShape(
      name: "500", respond: { _ in .status(500) },
      message: "the server could not be reached: the server failed (status 500) while loading "
        + "your players; try again later"),
    FailureShape(
      name: "503", respond: { _ in .status(503) },
      message: "the server could not be reached: the server failed (status 503) while loading "
        + "your players; try again later"),
    FailureShape(
      name: "200 with an empty body", respond: { _ in .status(200) },
      message: "the server could not be reached: the server sent an empty answer while "
        + "loading your players"),
    FailureShape(
      name: "200 with MALFORMED_MODEL_ERROR", respond: { _ in .json("MALFORMED_MODEL_ERROR") },
      message: "the server could not be reached: the server sent an answer that could not be "
        + "read while loading your players"),
    FailureShape(
      name: "200 with the wrong JSON", respond: { _ in .json(#"{"id": 1}"#) },
      message: "the server could not be reached: the server sent an answer that could not be "
        + "read while loading your players"),
  ]
}

@Suite("Remote failures: one clear error, local files untouched")
struct FailureShapeTests {
  static let gatherID = UUID(uuidString: "A0B1C2D3-E4F5-4A6B-8C7D-9E0F1A2B3C4D")!

  @Test("loading the players", arguments: FailureShape.all)
  func loadingPlayers(shape: FailureShape) async throws {
    let fixture = try Fixture(shape.respond)
    defer { fixture.remove() }
    try fixture.seedFiles(gather: Self.gatherID)
    let before = fixture.files

    let error = await caught { _ = try await fixture.players.allPlayers() }

    #expect(error?.message == shape.message)
    #expect(fixture.files == before)
  }

  @Test(
    "every other call ends in one FootballGatherError and keeps the files",
    arguments: FailureShape.all)
  func everyCall(shape: FailureShape) async throws {
    let fixture = try Fixture(shape.respond)
    defer { fixture.remove() }
    try fixture.seedFiles(gather: Self.gatherID)
    let before = fixture.files
    let john = Player(id: 1, name: "John")
    let calls: [(String, () async throws -> Void)] = [
      (
        "log in",
        { _ = try await fixture.backend.auth.logIn(Credentials(username: "a", password: "b")) }
      ),
      (
        "register",
        { _ = try await fixture.backend.auth.register(Credentials(username: "a", password: "b")) }
      ),
      ("create player", { _ = try await fixture.players.createPlayer(john.draft) }),
      ("update player", { try await fixture.players.updatePlayer(john) }),
      (
        "start gather",
        {
          _ = try await fixture.gathers.createGather(players: [
            GatherPlayer(player: john, team: .teamA)
          ])
        }
      ),
      (
        "end gather",
        { _ = try await fixture.gathers.endGather(id: Self.gatherID, score: Score(teamA: 1)) }
      ),
      ("delete gather", { try await fixture.gathers.deleteGather(id: Self.gatherID) }),
      ("history", { _ = try await fixture.gathers.allGathers() }),
    ]
    for (name, call) in calls {
      let error = await caught(call)
      #expect(error != nil, "\(name) did not fail")
      #expect(fixture.files == before, "\(name) changed a local file")
    }
  }

  @Test("logging in with wrong credentials is .invalidCredentials and keeps the old session")
  func wrongCredentials() async throws {
    let fixture = try Fixture(StubTransport(always: .status(401)))
    defer { fixture.remove() }
    try fixture.seedFiles()
    let before = fixture.files

    let error = await caught {
      _ = try await fixture.backend.auth.logIn(Credentials(username: "john", password: "x"))
    }

    #expect(error == .invalidCredentials)
    #expect(error?.message == "wrong username or password")
    #expect(fixture.files == before)
  }

  @Test("a 500 on registering means the username may be taken")
  func usernameTaken() async throws {
    let fixture = try Fixture(StubTransport(always: .status(500)))
    defer { fixture.remove() }

    let error = await caught {
      _ = try await fixture.backend.auth.register(Credentials(username: "john", password: "x"))
    }

    #expect(error == .usernameTaken("john"))
  }

  @Test("404 on a player is .notFound with the player")
  func playerNotFound() async throws {
    let fixture = try Fixture(StubTransport(always: .status(404)))
    defer { fixture.remove() }

    let error = await caught { try await fixture.players.updatePlayer(Player(id: 3, name: "Rui")) }

    #expect(error == .notFound("player 3"))
    #expect(error?.message == "player 3 was not found")
  }

  @Test(
    "a created resource needs a readable Location",
    arguments: [
      (HTTPResponse.status(201), "no Location header"),
      (HTTPResponse.created("/api/@#"), "unreadable location '/api/@#'"),
      (HTTPResponse.created("/api/players/abc"), "unreadable location '/api/players/abc'"),
      (HTTPResponse.created("/api/gathers/12"), "unreadable location '/api/gathers/12'"),
      (HTTPResponse.json("{}", status: 200), "unexpected answer (status 200)"),
    ])
  func createdWithoutUsableLocation(response: HTTPResponse, text: String) async throws {
    let fixture = try Fixture(StubTransport(always: response))
    defer { fixture.remove() }
    try fixture.seedFiles()
    let before = fixture.files

    let error = await caught { _ = try await fixture.players.createPlayer(PlayerDraft(name: "Al")) }

    guard case .network(let message) = error else {
      Issue.record("expected .network, got \(String(describing: error))")
      return
    }
    #expect(message.contains(text))
    #expect(message.hasSuffix("while adding the player Al"))
    #expect(fixture.files == before)
  }
}
