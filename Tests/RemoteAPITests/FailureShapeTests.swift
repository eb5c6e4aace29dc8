import Domain
import Foundation
import RemoteAPI
import Testing

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
        {
          _ = try await fixture.results.endGather(
            id: Self.gatherID, score: Score(teamA: 1), goals: [])
        }
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
