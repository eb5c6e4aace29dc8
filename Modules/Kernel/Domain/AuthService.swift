/// Accounts: register, log in and log out.
///
/// Implemented by the embedded store and by the remote API client; features only see this.
public protocol AuthService: Sendable {
  /// Creates an account. Throws `.usernameTaken` or `.invalidInput`.
  func register(_ credentials: Credentials) async throws(FootballGatherError) -> User
  /// Checks the credentials and opens a session. Throws `.invalidCredentials`.
  func logIn(_ credentials: Credentials) async throws(FootballGatherError) -> AuthSession
  /// Ends the session (forgets a stored token).
  func logOut(_ session: AuthSession) async throws(FootballGatherError)
}

/// Small settings the login screen keeps between runs ("remember me").
public protocol LoginPreferencesService: Sendable {
  func loadLoginPreferences() async throws(FootballGatherError) -> LoginPreferences
  func saveLoginPreferences(_ preferences: LoginPreferences) async throws(FootballGatherError)
}

/// "Remember me" (on by default, as in the original app) and the username it remembers.
public struct LoginPreferences: Hashable, Sendable {
  public var rememberMe: Bool
  public var rememberedUsername: String?

  public init(rememberMe: Bool = true, rememberedUsername: String? = nil) {
    self.rememberMe = rememberMe
    self.rememberedUsername = rememberedUsername
  }
}
