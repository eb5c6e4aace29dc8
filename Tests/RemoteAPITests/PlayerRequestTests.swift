import Domain
import Foundation
import RemoteAPI
import Testing

@Suite("Remote players: requests and answers")
struct PlayerRequestTests {
  static let list = """
    [{"id": 1, "name": "John", "age": 18, "skill": "beginner",
      "preferredPosition": "goalkeeper", "favouriteTeam": "FC Team United"},
     {"id": 2, "name": "Ana", "age": null, "skill": "legendary"}]
    """

  @Test("list: GET /api/players with the bearer token; absent, null and unknown fields are unset")
  func listPlayers() async throws {
    let fixture = try Fixture(StubTransport(always: .json(Self.list)))
    defer { fixture.remove() }

    let players = try await fixture.players.allPlayers()

    let request = try #require(fixture.transport.requests.first)
    #expect(request.method == .get)
    #expect(request.url.absoluteString == "http://gather.test:8080/api/players")
    #expect(request.headers["Authorization"] == "Bearer T0k3n+Base64/24chars==")
    #expect(request.body == nil)
    #expect(
      players == [
        Player(
          id: 1, name: "John", age: 18, skill: .beginner, position: .goalkeeper,
          favouriteTeam: "FC Team United"),
        Player(id: 2, name: "Ana"),
      ])
  }

  @Test("create: POST /api/players with every field, the id comes from Location")
  func createPlayer() async throws {
    let fixture = try Fixture(StubTransport(always: .created("/api/players/7")))
    defer { fixture.remove() }
    let draft = PlayerDraft(name: "John", age: 30, skill: .amateur, position: .winger)

    let player = try await fixture.players.createPlayer(draft)

    #expect(player == Player(id: 7, draft: draft))
    let request = try #require(fixture.transport.requests.first)
    #expect(request.method == .post)
    #expect(request.url.path == "/api/players")
    #expect(request.headers["Authorization"] == "Bearer T0k3n+Base64/24chars==")
    #expect(request.headers["Content-Type"] == "application/json")
    let body = try #require(request.jsonObject)
    #expect(body["name"] as? String == "John")
    #expect(body["age"] as? Int == 30)
    #expect(body["skill"] as? String == "amateur")
    #expect(body["preferredPosition"] as? String == "winger")
    #expect(body["favouriteTeam"] is NSNull)
    #expect(body["id"] == nil)
  }

  @Test("update: PUT /api/players/<id> expecting 204; delete: DELETE expecting 204")
  func updateAndDelete() async throws {
    let fixture = try Fixture(StubTransport(always: .status(204)))
    defer { fixture.remove() }

    try await fixture.players.updatePlayer(Player(id: 3, name: "Rui", skill: .professional))
    try await fixture.players.deletePlayer(id: 3)

    #expect(fixture.transport.calls == ["PUT /api/players/3", "DELETE /api/players/3"])
    let update = fixture.transport.requests[0]
    #expect(update.jsonObject?["name"] as? String == "Rui")
    #expect(update.jsonObject?["skill"] as? String == "professional")
    #expect(update.jsonObject?["age"] is NSNull)
    #expect(fixture.transport.requests.allSatisfy { $0.headers["Authorization"] != nil })
  }

  @Test("a batch is created one by one, in order")
  func createBatch() async throws {
    let fixture = try Fixture { request in
      let name = request.jsonObject?["name"] as? String ?? ""
      return .created("/api/players/\(name.count)")
    }
    defer { fixture.remove() }

    let players = try await fixture.players.createPlayers([
      PlayerDraft(name: "Al"), PlayerDraft(name: "Bob"),
    ])

    #expect(players.map(\.id) == [2, 3])
    #expect(fixture.transport.calls == ["POST /api/players", "POST /api/players"])
  }
}
