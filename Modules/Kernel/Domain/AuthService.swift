/// Accounts: register, log in and log out.
///
/// Implemented by the embedded store and by the remote API client; features only see this.
public protocol AuthService: Sendable {
  /// Creates an account. Throws `.usernameTaken` or `.invalidInput`.
  func register(_ credentials: Credentials) async throws(FootballGatherError) -> User
  /// Whether no account has `username` yet, so `register` can ask for passwords only
  /// when they can be used (a registration at the same moment may still take it first:
  /// `register` then throws `.usernameTaken`). Throws `.invalidInput` for a username no
  /// account could have, and `.network` or `.storage` when it cannot tell.
  func isUsernameAvailable(_ username: String) async throws(FootballGatherError) -> Bool
  /// Checks the credentials and opens a session. Throws `.invalidCredentials`.
  func logIn(_ credentials: Credentials) async throws(FootballGatherError) -> AuthSession
  /// Ends the session (forgets a stored token).
  func logOut(_ session: AuthSession) async throws(FootballGatherError)
}
