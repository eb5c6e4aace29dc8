import Foundation
import StandInServer
import Testing

@Suite("Stand-in server: players and gathers")
struct StandInResourceTests {
  @Test("players: create with Location, list without unset fields, replace, delete")
  func playersLifecycle() async throws {
    try await StandInServer.running(signedUp: "ana") { server, client in
      let created = try await client.call(
        "POST", "/api/players", json: #"{"name":"John","skill":"amateur"}"#)
      #expect(created.status == 201 && created.body.isEmpty)
      #expect(created.headers["location"] == "/api/players/1")
      let listed = try #require(
        try await client.call("GET", "/api/players").json() as? [[String: Any]])
      #expect(listed.count == 1)
      #expect(listed.first?.keys.sorted() == ["id", "name", "skill"])

      let replaced = try await client.call(
        "PUT", "/api/players/1", json: #"{"name":"Johnny","age":30}"#)
      #expect(replaced.status == 204)
      let after = try #require(
        try await client.call("GET", "/api/players").json() as? [[String: Any]])
      #expect(after.first?["name"] as? String == "Johnny")
      #expect(after.first?["skill"] == nil)
      #expect(try await client.call("DELETE", "/api/players/1").status == 204)
      #expect(try await client.call("DELETE", "/api/players/1").status == 404)
    }
  }

  @Test("ids: non-integer player id is 400, unknown or foreign id is 404")
  func idChecks() async throws {
    try await StandInServer.running(signedUp: "ana") { server, ana in
      let bob = try await WireClient(server).signedUp(as: "bob")
      _ = try await ana.call("POST", "/api/players", json: #"{"name":"John"}"#)

      #expect(try await ana.call("PUT", "/api/players/abc", json: #"{"name":"X"}"#).status == 400)
      #expect(try await ana.call("DELETE", "/api/players/99").status == 404)
      #expect(try await bob.call("DELETE", "/api/players/1").status == 404)
      #expect(try await ana.call("GET", "/api/gathers/not-a-uuid/players").status == 400)
      #expect(try await ana.call("GET", "/api/nothing-here").status == 404)
    }
  }

  @Test("gathers: create, add players with teams, end, list by gather and by player, delete")
  func gathersLifecycle() async throws {
    try await StandInServer.running(signedUp: "ana") { server, client in
      _ = try await client.call("POST", "/api/players", json: #"{"name":"John"}"#)

      let created = try await client.call("POST", "/api/gathers", json: "{}")
      #expect(created.status == 201 && created.body.isEmpty)
      let location = try #require(created.headers["location"])
      let added = try await client.call(
        "POST", "\(location)/players/1", json: #"{"team":"Team A"}"#)
      #expect(added.status == 200 && added.body.isEmpty)
      #expect(
        try await client.call(
          "PUT", location, json: #"{"score":"2-1","winnerTeam":"Team A"}"#
        ).status == 204)

      let players = try #require(
        try await client.call("GET", "\(location)/players").json() as? [[String: Any]])
      #expect(players.map { $0["name"] as? String } == ["John"])
      #expect(players.first?["team"] == nil)
      let gathers = try #require(
        try await client.call("GET", "/api/players/1/gathers").json() as? [[String: Any]])
      #expect(gathers.first?["score"] as? String == "2-1")
      #expect(gathers.first?["winnerTeam"] as? String == "Team A")
      #expect(try await client.call("DELETE", location).status == 204)
      #expect(server.gatherCount == 0)
    }
  }

  @Test("a deleted player is gone from every gather's player list; the gather stays")
  func deletedPlayerLeavesGathers() async throws {
    try await StandInServer.running(signedUp: "ana") { server, client in
      _ = try await client.call("POST", "/api/players", json: #"{"name":"John"}"#)
      _ = try await client.call("POST", "/api/players", json: #"{"name":"Mary"}"#)
      var gathers: [String] = []
      for _ in 0..<2 {
        let location = try #require(
          try await client.call("POST", "/api/gathers", json: "{}").headers["location"])
        for (player, team) in [(1, "Team A"), (2, "Team B")] {
          _ = try await client.call(
            "POST", "\(location)/players/\(player)", json: #"{"team":"\#(team)"}"#)
        }
        gathers.append(location)
      }

      #expect(try await client.call("DELETE", "/api/players/1").status == 204)

      for location in gathers {
        let players = try #require(
          try await client.call("GET", "\(location)/players").json() as? [[String: Any]])
        #expect(players.map { $0["name"] as? String } == ["Mary"])
      }
      #expect(server.gatherCount == 2)
    }
  }
}
