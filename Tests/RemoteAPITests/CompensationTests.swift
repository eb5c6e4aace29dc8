import Domain
import Foundation
import RemoteAPI
import Testing

@Suite("Remote multi-step calls roll back when a step fails")
struct CompensationTests {
  static let gatherID = UUID(uuidString: "A0B1C2D3-E4F5-4A6B-8C7D-9E0F1A2B3C4D")!
  static let gatherPath = "/api/gathers/\(gatherID.uuidString)"
  static let lineUp = [
    GatherPlayer(player: Player(id: 1, name: "John"), team: .teamA),
    GatherPlayer(player: Player(id: 2, name: "Ana"), team: .teamB),
  ]

  /// A server that creates the gather, adds player 1, then answers `failure` for player 2
  /// and `deletion` for the DELETE that undoes the gather.
  static func server(
    failing failure: @escaping @Sendable () throws -> HTTPResponse,
    deletion: HTTPResponse = .status(204)
  ) -> StubTransport {
    StubTransport { request in
      switch (request.method, request.url.path) {
      case (.post, "/api/gathers"): .created(gatherPath)
      case (.post, "\(gatherPath)/players/2"): try failure()
      case (.delete, _): deletion
      default: .status(200)
      }
    }
  }

  @Test("a failing player deletes the new gather and says it was rolled back")
  func rollBack() async throws {
    let fixture = try Fixture(Self.server(failing: { .status(500) }))
    defer { fixture.remove() }
    try fixture.seedFiles()
    let before = fixture.files

    let error = await caught { _ = try await fixture.gathers.createGather(players: Self.lineUp) }

    #expect(
      error?.message == "the server request failed: the server failed (status 500) "
        + "while putting Ana in the gather; try again later; the gather was not started "
        + "(rolled back)")
    #expect(
      fixture.transport.calls == [
        "POST /api/gathers", "POST \(Self.gatherPath)/players/1",
        "POST \(Self.gatherPath)/players/2", "DELETE \(Self.gatherPath)",
      ])
    #expect(fixture.files == before)
  }

  @Test("a timeout part way is rolled back too")
  func timeoutPartWay() async throws {
    let fixture = try Fixture(Self.server(failing: { throw TransportError.timedOut(seconds: 10) }))
    defer { fixture.remove() }

    let error = await caught { _ = try await fixture.gathers.createGather(players: Self.lineUp) }

    #expect(
      error?.message.contains("no answer from http://gather.test:8080 within 10 seconds") == true)
    #expect(error?.message.hasSuffix("the gather was not started (rolled back)") == true)
    #expect(fixture.transport.calls.last == "DELETE \(Self.gatherPath)")
  }

  @Test("when the undo fails too, the message says what to do")
  func undoFails() async throws {
    let fixture = try Fixture(Self.server(failing: { .status(404) }, deletion: .status(503)))
    defer { fixture.remove() }

    let error = await caught { _ = try await fixture.gathers.createGather(players: Self.lineUp) }

    guard case .network(let text) = error else {
      Issue.record("expected .network, got \(String(describing: error))")
      return
    }
    #expect(text.hasPrefix("player 2 was not found; undoing it failed too (the server failed"))
    #expect(text.hasSuffix("delete it from the history"))
  }

  @Test("a 401 part way stays .unauthorized, so the app can go back to the login")
  func unauthorizedPartWay() async throws {
    let fixture = try Fixture(Self.server(failing: { .status(401) }))
    defer { fixture.remove() }

    let error = await caught { _ = try await fixture.gathers.createGather(players: Self.lineUp) }

    #expect(error == .unauthorized)
    #expect(fixture.transport.calls.last == "DELETE \(Self.gatherPath)")
  }

  @Test("when the local notes cannot be saved, the gather is deleted again")
  func cacheFailure() async throws {
    let transport = Self.server(failing: { .status(200) })
    let backend = RemoteBackend(
      baseURL: Fixture.server, transport: transport, tokens: NoTokens(), cache: BrokenCache())
    let session = AuthSession(user: User(id: UUID(), username: "john"), token: "t")

    let error = await caught {
      _ = try await backend.gathers(for: session).createGather(players: Self.lineUp)
    }

    #expect(
      error
        == .storage(
          "its date and teams could not be kept: disk full; the gather was not started "
            + "(rolled back)"))
    #expect(transport.calls.last == "DELETE \(Self.gatherPath)")
  }

  @Test("a failing player in a batch deletes the players already added")
  func batchRollBack() async throws {
    let fixture = try Fixture { request in
      switch (request.method, request.jsonObject?["name"] as? String) {
      case (.post, "C"): .status(503)
      case (.post, let name?): .created("/api/players/\(name == "A" ? 1 : 2)")
      default: .status(204)
      }
    }
    defer { fixture.remove() }

    let error = await caught {
      _ = try await fixture.players.createPlayers([
        PlayerDraft(name: "A"), PlayerDraft(name: "B"), PlayerDraft(name: "C"),
      ])
    }

    #expect(error?.message.hasSuffix("none of the players were added (rolled back)") == true)
    #expect(
      fixture.transport.calls.suffix(2) == ["DELETE /api/players/1", "DELETE /api/players/2"])
  }
}

/// A token store that keeps nothing.
private struct NoTokens: TokenStore {
  func session(for server: URL) throws -> AuthSession? { nil }
  func save(_ session: AuthSession, for server: URL) throws {}
  func removeSession(for server: URL) throws {}
}

/// A cache whose disk is full.
private struct BrokenCache: GatherMetadataCache {
  struct DiskFull: Error, CustomStringConvertible {
    var description: String { "disk full" }
  }

  func metadata(for server: URL) throws -> [Gather.ID: GatherMetadata] { [:] }
  func save(_ metadata: GatherMetadata, for gather: Gather.ID, server: URL) throws {
    throw DiskFull()
  }
  func remove(_ gather: Gather.ID, server: URL) throws { throw DiskFull() }
}
