import Domain
import Foundation

/// Accounts on the web service. Passwords travel as the hex SHA-256 of what the user typed,
/// as the original app sends them; a successful log-in is kept in the token store while
/// "remember me" is on (with it off, an older token of the server is removed instead).
struct RemoteAuthService: AuthService {
  let client: APIClient
  let tokens: any TokenStore
  /// `nil`: every session is kept.
  let preferences: (any LoginPreferencesService)?

  private struct Registration: Encodable {
    var username: String
    var password: String
  }

  /// One entry of the public `GET /api/users` list.
  private struct PublicUser: Decodable {
    var username: String
  }

  private struct LoginAnswer: Decodable {
    var token: String
    var userID: UUID
  }

  func register(_ credentials: Credentials) async throws(FootballGatherError) -> User {
    let username = try Self.validUsername(credentials.username)
    guard !credentials.password.isEmpty else {
      throw FootballGatherError.invalidInput("the password cannot be empty; type a password")
    }
    var request = try APIRequest.json(
      .post, "/api/users",
      body: Registration(username: username, password: Digest.sha256Hex(credentials.password)),
      expecting: 201, action: "creating the account")
    request.authentication = .none
    // The server answers 500 when the username's unique constraint fails.
    request.serverErrorMeaning = .usernameTaken(username)
    let id = try await client.create(request, in: "/api/users") { UUID(uuidString: $0) }
    return User(id: id, username: username)
  }

  /// The web service has no lookup by name: its public user list (`GET /api/users`) is
  /// searched for the exact username, as its unique constraint compares them.
  func isUsernameAvailable(_ username: String) async throws(FootballGatherError) -> Bool {
    let username = try Self.validUsername(username)
    var request = APIRequest(
      method: .get, path: "/api/users", expectedStatus: 200,
      action: "checking whether the username is free")
    request.authentication = .none
    let users = try await client.decode([PublicUser].self, from: request)
    return !users.contains { $0.username == username }
  }

  func logIn(_ credentials: Credentials) async throws(FootballGatherError) -> AuthSession {
    let username = credentials.username.trimmingCharacters(in: .whitespacesAndNewlines)
    let request = APIRequest(
      method: .post, path: "/api/users/login",
      authentication: .basic(
        username: username,
        passwordDigest: try Digest.sha256Hex(credentials.password)),
      expectedStatus: 200, action: "logging in", unauthorizedError: .invalidCredentials)
    let answer = try await client.decode(LoginAnswer.self, from: request)
    let session = AuthSession(
      user: User(id: answer.userID, username: username), token: answer.token)
    do {
      if await Self.keepsSessions(preferences) {
        try tokens.save(session, for: client.baseURL)
      } else {
        try tokens.removeSession(for: client.baseURL)
      }
    } catch {
      throw FootballGatherError.storage(
        "the session could not be kept: \(StorageText.describe(error))")
    }
    return session
  }

  /// Forgets the stored token (the web service has no log-out call; tokens never expire).
  func logOut(_ session: AuthSession) async throws(FootballGatherError) {
    do {
      try tokens.removeSession(for: client.baseURL)
    } catch {
      throw FootballGatherError.storage(
        "the session could not be forgotten: \(StorageText.describe(error))")
    }
  }

  /// Whether sessions are kept between runs: "remember me", on when it cannot be read.
  static func keepsSessions(_ preferences: (any LoginPreferencesService)?) async -> Bool {
    guard let preferences else { return true }
    return (try? await preferences.loadLoginPreferences().rememberMe) ?? true
  }

  /// A trimmed, non-empty username without `:` (Basic authentication splits at the first `:`).
  static func validUsername(_ text: String) throws(FootballGatherError) -> String {
    guard text.contains(where: { !$0.isWhitespace }) else {
      throw .invalidInput("the username cannot be empty; type a username")
    }
    return try NameRule.username(text)
  }
}
