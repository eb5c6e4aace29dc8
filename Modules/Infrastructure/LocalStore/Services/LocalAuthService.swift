import Domain
import Foundation

/// Local accounts: users and bcrypt password hashes in the store's `users` table.
struct LocalAuthService: AuthService {
  let database: Database
  let hasher: any PasswordHasher

  func register(_ credentials: Credentials) async throws(FootballGatherError) -> User {
    let username = try AccountRules.username(credentials.username)
    let password = try AccountRules.password(credentials.password)
    let passwordHash = try hasher.hash(password)
    let user = User(id: UUID(), username: username)
    try database.write { db throws(FootballGatherError) in
      guard try UserTable.accounts(spelled: username, in: db).isEmpty else {
        throw .usernameTaken(username)
      }
      try UserTable.insert(user, passwordHash: passwordHash, in: db)
    }
    return user
  }

  func isUsernameAvailable(_ username: String) async throws(FootballGatherError) -> Bool {
    let username = try AccountRules.username(username)
    return try database.read { db throws(FootballGatherError) in
      try UserTable.accounts(spelled: username, in: db).isEmpty
    }
  }

  func logIn(_ credentials: Credentials) async throws(FootballGatherError) -> AuthSession {
    let username = try AccountRules.username(credentials.username)
    let password = try AccountRules.password(credentials.password)
    let account = try database.read { db throws(FootballGatherError) in
      try UserTable.account(named: username, in: db)
    }
    guard let account else {
      // Spend the same time as for a known user, so timing does not reveal who has an account.
      _ = hasher.verify(password, against: Self.unknownUserHash)
      throw FootballGatherError.invalidCredentials
    }
    guard hasher.verify(password, against: account.passwordHash) else {
      throw FootballGatherError.invalidCredentials
    }
    return AuthSession(user: account.user)
  }

  /// Local sessions hold no token, so there is nothing to forget.
  func logOut(_ session: AuthSession) async throws(FootballGatherError) {}

  /// A bcrypt hash (cost 10) of a random password nobody knows.
  static let unknownUserHash = "$2b$10$kqi8QyrOIR42Qle7mrrRP.3ffuW2BemoSFTxGTMm94p.qLKBTPpty"
}
