import Domain
import Foundation
import Synchronization

/// An in-memory `AuthService` and `LoginPreferencesService` for tests.
public final class FakeAuthService: AuthService, LoginPreferencesService {
  private struct State {
    var accounts: [String: (user: User, password: String)] = [:]
    var preferences = LoginPreferences()
    var loggedOut: [AuthSession] = []
    var failure: FootballGatherError?
  }

  private let state = Mutex(State())

  public init(accounts: [Credentials] = [], preferences: LoginPreferences = LoginPreferences()) {
    state.withLock { state in
      for account in accounts {
        state.accounts[account.username] = (
          User(id: UUID(), username: account.username), account.password
        )
      }
      state.preferences = preferences
    }
  }

  public var preferences: LoginPreferences { state.withLock { $0.preferences } }
  public var loggedOutSessions: [AuthSession] { state.withLock { $0.loggedOut } }
  public var usernames: [String] { state.withLock { $0.accounts.keys.sorted() } }

  /// When set, every call throws this error and changes nothing.
  public func setFailure(_ error: FootballGatherError?) {
    state.withLock { $0.failure = error }
  }

  public func register(_ credentials: Credentials) async throws(FootballGatherError) -> User {
    try state.withLock { (state: inout State) throws(FootballGatherError) -> User in
      if let failure = state.failure { throw failure }
      guard state.accounts[credentials.username] == nil else {
        throw .usernameTaken(credentials.username)
      }
      let user = User(id: UUID(), username: credentials.username)
      state.accounts[credentials.username] = (user, credentials.password)
      return user
    }
  }

  public func isUsernameAvailable(_ username: String) async throws(FootballGatherError) -> Bool {
    try state.withLock { (state: inout State) throws(FootballGatherError) -> Bool in
      if let failure = state.failure { throw failure }
      return state.accounts[username] == nil
    }
  }

  public func logIn(_ credentials: Credentials) async throws(FootballGatherError) -> AuthSession {
    try state.withLock { (state: inout State) throws(FootballGatherError) -> AuthSession in
      if let failure = state.failure { throw failure }
      guard let account = state.accounts[credentials.username],
        account.password == credentials.password
      else { throw .invalidCredentials }
      return AuthSession(user: account.user)
    }
  }

  public func logOut(_ session: AuthSession) async throws(FootballGatherError) {
    state.withLock { $0.loggedOut.append(session) }
  }

  public func loadLoginPreferences() async throws(FootballGatherError) -> LoginPreferences {
    try state.withLock { (state: inout State) throws(FootballGatherError) -> LoginPreferences in
      if let failure = state.failure { throw failure }
      return state.preferences
    }
  }

  public func saveLoginPreferences(_ preferences: LoginPreferences)
    async throws(FootballGatherError)
  {
    try state.withLock { (state: inout State) throws(FootballGatherError) in
      if let failure = state.failure { throw failure }
      state.preferences = preferences
    }
  }
}
