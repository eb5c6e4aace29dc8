import Domain
import Testing

@testable import LocalStore

@Suite("Local accounts")
struct AuthServiceTests {
  private let fixture: StoreFixture

  init() throws {
    fixture = try StoreFixture()
  }

  @Test("a registered user logs in with the same password")
  func registersAndLogsIn() async throws {
    let user = try await fixture.register("  ana  ", password: "s3cret pass")
    #expect(user.username == "ana")
    let session = try await fixture.store.auth.logIn(
      Credentials(username: "ana", password: "s3cret pass"))
    #expect(session.user == user)
    #expect(session.token == nil)
    try await fixture.store.auth.logOut(session)
  }

  @Test("a wrong password or an unknown user is refused the same way")
  func refusesWrongCredentials() async throws {
    _ = try await fixture.register("ana", password: "right")
    await #expect(throws: FootballGatherError.invalidCredentials) {
      try await fixture.store.auth.logIn(Credentials(username: "ana", password: "wrong"))
    }
    await #expect(throws: FootballGatherError.invalidCredentials) {
      try await fixture.store.auth.logIn(Credentials(username: "bob", password: "right"))
    }
  }

  @Test("a username is free until it is registered, spaces around it ignored")
  func usernameAvailability() async throws {
    #expect(try await fixture.store.auth.isUsernameAvailable("ana"))
    _ = try await fixture.register("ana")
    #expect(try await fixture.store.auth.isUsernameAvailable(" ana ") == false)
    #expect(try await fixture.store.auth.isUsernameAvailable("anabel"))
    await #expect(throws: FootballGatherError.self) {
      try await fixture.store.auth.isUsernameAvailable("   ")
    }
  }

  @Test("a taken username is refused, even with spaces around it")
  func refusesTakenUsername() async throws {
    _ = try await fixture.register("ana")
    await #expect(throws: FootballGatherError.usernameTaken("ana")) {
      try await fixture.register(" ana ", password: "other")
    }
  }

  @Test(
    "a blank or too long username is refused with what to type",
    arguments: ["", "   ", String(repeating: "u", count: 31)])
  func refusesBadUsername(username: String) async throws {
    let error = await #expect(throws: FootballGatherError.self) {
      try await fixture.register(username)
    }
    #expect(error?.invalidInputText?.contains("type") == true, "\(String(describing: error))")
  }

  @Test("a 30-character username is accepted")
  func acceptsLongestUsername() async throws {
    let name = String(repeating: "u", count: 30)
    #expect(try await fixture.register(name).username == name)
  }

  @Test("an empty password is refused with what to type, on register and log-in")
  func refusesEmptyPassword() async throws {
    let expected = FootballGatherError.invalidInput("the password cannot be empty; type a password")
    await #expect(throws: expected) { try await fixture.register("ana", password: "") }
    await #expect(throws: expected) {
      try await fixture.store.auth.logIn(Credentials(username: "ana", password: ""))
    }
  }

  @Test("only a $2b$ hash of the password is stored")
  func storesOnlyTheHash() async throws {
    _ = try await fixture.register("ana", password: "hunter2")
    let stored = try fixture.rawConnection().query("SELECT password_hash FROM users") {
      $0.text(0)
    }
    #expect(stored.count == 1)
    let hash = try #require(stored.first)
    #expect(hash != "hunter2")
    #expect(!hash.contains("hunter2"))
    #expect(hash.hasPrefix("$2b$"))
  }

  @Test("the decoy hash used for unknown users is a valid bcrypt hash")
  func decoyHashIsValid() {
    #expect(LocalAuthService.unknownUserHash.hasPrefix("$2b$10$"))
    #expect(LocalAuthService.unknownUserHash.count == 60)
  }
}
