import Foundation
import StandInServer
import Testing

@Suite("Stand-in server: accounts")
struct StandInAccountTests {
  @Test("register answers 201 with an empty body and a Location; log in gives a token")
  func registerAndLogIn() async throws {
    try await StandInServer.running { server in
      let client = WireClient(server)

      let registered = try await client.call(
        "POST", "/api/users", json: #"{"username":"ana","password":"abc"}"#)
      #expect(registered.status == 201)
      #expect(registered.body.isEmpty)
      let location = try #require(registered.headers["location"])
      #expect(location.hasPrefix("/api/users/"))
      let userID = try #require(UUID(uuidString: String(location.dropFirst("/api/users/".count))))
      #expect(server.storedPassword(of: "ana") == "abc")

      let basic = Data("ana:abc".utf8).base64EncodedString()
      let login = try await client.call(
        "POST", "/api/users/login", headers: ["Authorization": "Basic \(basic)"])
      #expect(login.status == 200)
      let object = try #require(try login.json() as? [String: String])
      #expect(object["token"]?.count == 24)
      #expect(object["userID"] == userID.uuidString)
    }
  }

  @Test("a taken username answers 500 and a wrong password 401")
  func takenUsernameAndWrongPassword() async throws {
    try await StandInServer.running { server in
      let client = WireClient(server)
      let body = #"{"username":"ana","password":"abc"}"#

      #expect(try await client.call("POST", "/api/users", json: body).status == 201)
      #expect(try await client.call("POST", "/api/users", json: body).status == 500)
      let basic = Data("ana:wrong".utf8).base64EncodedString()
      let login = try await client.call(
        "POST", "/api/users/login", headers: ["Authorization": "Basic \(basic)"])
      #expect(login.status == 401)
    }
  }

  @Test("calls without a known bearer token answer 401")
  func missingOrUnknownToken() async throws {
    try await StandInServer.running { server in
      let anonymous = try await WireClient(server).call("GET", "/api/players")
      let forged = try await WireClient(server, token: "bogus").call("GET", "/api/gathers")
      #expect(anonymous.status == 401)
      #expect(forged.status == 401)
    }
  }

  @Test("two servers have their own ports and their own accounts")
  func serversAreIndependent() async throws {
    let first = try StandInServer.start()
    let second = try StandInServer.start()
    defer {
      first.stop()
      second.stop()
    }
    #expect(first.port != second.port && first.port > 0 && second.port > 0)

    let client = try await WireClient(first).signedUp(as: "ana")
    #expect(try await client.call("GET", "/api/players").status == 200)
    var stranger = WireClient(second)
    stranger.token = client.token
    #expect(try await stranger.call("GET", "/api/players").status == 401)
  }

  @Test("a stopped server refuses connections")
  func stoppedServerRefuses() async throws {
    let server = try StandInServer.start()
    let client = WireClient(server)
    server.stop()
    server.stop()

    await #expect(throws: URLError.self) { try await client.call("GET", "/api/users") }
  }

  @Test("there is no log-out call: the token stays valid until the account is deleted")
  func noLogout() async throws {
    try await StandInServer.running(signedUp: "ana") { server, client in
      for method in ["POST", "DELETE", "GET"] {
        let answer = try await client.call(method, "/api/users/logout")
        #expect(answer.status != 204)
      }
      #expect(try await client.call("GET", "/api/players").status == 200)
      #expect(try await client.call("DELETE", "/api/users").status == 204)
      #expect(try await client.call("GET", "/api/players").status == 401)
    }
  }
}
