import Domain
import Foundation
import RemoteAPI
import Testing

@Suite("Remote accounts: requests and the stored session")
struct AuthRequestTests {
  static let passwordDigest = "5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8"
  static let userID = UUID(uuidString: "0F4E3A2B-1C5D-4E6F-8A9B-0C1D2E3F4A5B")!

  @Test("register: POST /api/users with the SHA-256 of the password, no Authorization")
  func registerRequest() async throws {
    let fixture = try Fixture(StubTransport(always: .created("/api/users/\(Self.userID)")))
    defer { fixture.remove() }

    let user = try await fixture.backend.auth.register(
      Credentials(username: " john ", password: "password"))

    #expect(user == User(id: Self.userID, username: "john"))
    let request = try #require(fixture.transport.requests.first)
    #expect(request.method == .post)
    #expect(request.url.absoluteString == "http://gather.test:8080/api/users")
    #expect(request.headers["Authorization"] == nil)
    #expect(request.headers["Content-Type"] == "application/json")
    #expect(request.headers["Accept"] == "application/json")
    #expect(request.jsonObject?["username"] as? String == "john")
    #expect(request.jsonObject?["password"] as? String == Self.passwordDigest)
  }

  @Test("username check: GET /api/users without Authorization, exact name")
  func usernameCheckRequest() async throws {
    let users = #"[{"id":"\#(Self.userID)","username":"john"}]"#
    let fixture = try Fixture(StubTransport(always: .json(users)))
    defer { fixture.remove() }

    #expect(try await fixture.backend.auth.isUsernameAvailable(" john ") == false)
    #expect(try await fixture.backend.auth.isUsernameAvailable("John"))

    let request = try #require(fixture.transport.requests.first)
    #expect(request.method == .get)
    #expect(request.url.absoluteString == "http://gather.test:8080/api/users")
    #expect(request.headers["Authorization"] == nil)
    #expect(request.body == nil)
  }

  @Test("log in: Basic base64(username:sha256), no body; the session is stored")
  func logInRequest() async throws {
    let answer = #"{"token":"abcdefghijklmnopqrstuvwx","userID":"\#(Self.userID)"}"#
    let fixture = try Fixture(StubTransport(always: .json(answer)))
    defer { fixture.remove() }

    let session = try await fixture.backend.auth.logIn(
      Credentials(username: "john", password: "password"))

    let request = try #require(fixture.transport.requests.first)
    #expect(request.method == .post)
    #expect(request.url.path == "/api/users/login")
    #expect(request.body == nil)
    let basic = Data("john:\(Self.passwordDigest)".utf8).base64EncodedString()
    #expect(request.headers["Authorization"] == "Basic \(basic)")
    #expect(session.token == "abcdefghijklmnopqrstuvwx")
    #expect(session.user == User(id: Self.userID, username: "john"))
    #expect(await fixture.backend.restoredSession() == session)
  }

  @Test("log out deletes the stored session")
  func logOut() async throws {
    let fixture = try Fixture(StubTransport(always: .status(500)))
    defer { fixture.remove() }
    try fixture.tokens.save(fixture.session, for: Fixture.server)
    #expect(await fixture.backend.restoredSession() == fixture.session)

    try await fixture.backend.auth.logOut(fixture.session)

    #expect(await fixture.backend.restoredSession() == nil)
    #expect(fixture.transport.requests.isEmpty)
  }

  @Test(
    "register refuses a blank username, a ':' in it or an empty password, without a request",
    arguments: [("  ", "secret"), ("jo:hn", "secret"), ("john", "")])
  func registerValidation(username: String, password: String) async throws {
    let fixture = try Fixture(StubTransport(always: .status(500)))
    defer { fixture.remove() }

    let error = await caught {
      _ = try await fixture.backend.auth.register(
        Credentials(username: username, password: password))
    }

    guard case .invalidInput = error else {
      Issue.record("expected invalidInput, got \(String(describing: error))")
      return
    }
    #expect(fixture.transport.requests.isEmpty)
  }

  @Test("a session without a token gets .unauthorized and sends nothing")
  func sessionWithoutToken() async throws {
    let fixture = try Fixture(StubTransport(always: .json("[]")))
    defer { fixture.remove() }
    let localSession = AuthSession(user: fixture.session.user, token: nil)

    let error = await caught {
      _ = try await fixture.backend.players(for: localSession).allPlayers()
    }

    #expect(error == .unauthorized)
    #expect(fixture.transport.requests.isEmpty)
  }
}
