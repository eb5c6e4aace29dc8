import Domain
import Foundation
import RemoteAPI
import Testing

@Suite("Remote gathers: requests, answers and the local notes")
struct GatherRequestTests {
  static let gatherID = UUID(uuidString: "A0B1C2D3-E4F5-4A6B-8C7D-9E0F1A2B3C4D")!
  static let john = Player(id: 1, name: "John")
  static let ana = Player(id: 2, name: "Ana")
  static let rui = Player(id: 3, name: "Rui")

  @Test("start: POST /api/gathers {} then one POST per player; who sits out stays in the notes")
  func createGather() async throws {
    let fixture = try Fixture { request in
      request.url.path == "/api/gathers" ? .created("/api/gathers/\(Self.gatherID)") : .status(200)
    }
    defer { fixture.remove() }

    let gather = try await fixture.gathers.createGather(players: [
      GatherPlayer(player: Self.john, team: .teamA), GatherPlayer(player: Self.ana, team: .teamB),
      GatherPlayer(player: Self.rui, team: .bench),
    ])

    let path = "/api/gathers/\(Self.gatherID.uuidString)"
    #expect(
      fixture.transport.calls == [
        "POST /api/gathers", "POST \(path)/players/1", "POST \(path)/players/2",
      ])
    let requests = fixture.transport.requests
    #expect(requests[0].jsonObject?.isEmpty == true)
    #expect(requests[1].jsonObject?["team"] as? String == "Team A")
    #expect(requests[2].jsonObject?["team"] as? String == "Team B")
    #expect(requests.allSatisfy { $0.headers["Authorization"] == "Bearer T0k3n+Base64/24chars==" })
    #expect(gather.id == Self.gatherID)
    #expect(gather.createdAt == Fixture.start)
    #expect(gather.players.map(\.team) == [.teamA, .teamB, .bench])
    let notes = try fixture.cache.metadata(for: Fixture.server)[Self.gatherID]
    #expect(
      notes
        == GatherMetadata(
          createdAt: Fixture.start, teams: [1: .teamA, 2: .teamB, 3: .bench],
          names: [1: "John", 2: "Ana", 3: "Rui"]))
  }

  @Test(
    "end: PUT /api/gathers/<id> with score and winner team",
    arguments: [
      (Score(teamA: 2, teamB: 1), "2-1", "Team A"), (Score(teamA: 0, teamB: 3), "0-3", "Team B"),
      (Score(teamA: 1, teamB: 1), "1-1", "None"),
    ])
  func endGather(score: Score, text: String, winner: String) async throws {
    let fixture = try Fixture { request in
      request.method == .get ? .json(#"[{"id": 1, "name": "John"}]"#) : .status(204)
    }
    defer { fixture.remove() }
    try fixture.cache.save(
      GatherMetadata(createdAt: Fixture.start, teams: [1: .teamB]), for: Self.gatherID,
      server: Fixture.server)

    let gather = try await fixture.results.endGather(id: Self.gatherID, score: score, goals: [])

    let path = "/api/gathers/\(Self.gatherID.uuidString)"
    #expect(fixture.transport.calls == ["GET \(path)/players", "PUT \(path)"])
    let body = try #require(fixture.transport.requests.last?.jsonObject)
    #expect(body["score"] as? String == text)
    #expect(body["winnerTeam"] as? String == winner)
    #expect(gather.score == score)
    #expect(gather.createdAt == Fixture.start)
    #expect(gather.endedAt == Fixture.start)
    #expect(gather.players == [GatherPlayer(player: Self.john, team: .teamB)])
    #expect(try fixture.cache.metadata(for: Fixture.server)[Self.gatherID]?.endedAt != nil)
  }

  @Test("lists: dates and teams from the cache when known, nil (unknown) otherwise")
  func history() async throws {
    let known = UUID(uuidString: "11111111-1111-4111-8111-111111111111")!
    let unknown = UUID(uuidString: "22222222-2222-4222-8222-222222222222")!
    let fixture = try Fixture { request in
      switch request.url.path {
      case "/api/players/1/gathers", "/api/gathers":
        .json(
          #"[{"id":"\#(unknown)","userId":null,"score":"3-3","winnerTeam":"None"},"#
            + #"{"id":"\#(known)","score":null,"winnerTeam":null}]"#)
      default: .json(#"[{"id": 1, "name": "John"}]"#)
      }
    }
    defer { fixture.remove() }
    try fixture.cache.save(
      GatherMetadata(createdAt: Fixture.start, teams: [1: .teamA]), for: known,
      server: Fixture.server)

    let all = try await fixture.gathers.allGathers()
    let played = try await fixture.gathers.gathers(playedBy: 1)

    #expect(all == played)
    #expect(all.map(\.id) == [known, unknown])
    #expect(all[0].createdAt == Fixture.start && all[0].score == nil)
    #expect(all[0].players == [GatherPlayer(player: Self.john, team: .teamA)])
    #expect(all[1].createdAt == nil && all[1].endedAt == nil)
    #expect(all[1].score == Score(teamA: 3, teamB: 3))
    #expect(all[1].players == [GatherPlayer(player: Self.john, team: nil)])
    #expect(fixture.transport.calls.first == "GET /api/gathers")
  }

  @Test("delete: DELETE /api/gathers/<id> and the local notes go too")
  func deleteGather() async throws {
    let fixture = try Fixture(StubTransport(always: .status(204)))
    defer { fixture.remove() }
    try fixture.cache.save(
      GatherMetadata(createdAt: Fixture.start), for: Self.gatherID, server: Fixture.server)

    try await fixture.gathers.deleteGather(id: Self.gatherID)

    #expect(fixture.transport.calls == ["DELETE /api/gathers/\(Self.gatherID.uuidString)"])
    #expect(try fixture.cache.metadata(for: Fixture.server).isEmpty)
  }
}
