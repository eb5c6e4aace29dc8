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
