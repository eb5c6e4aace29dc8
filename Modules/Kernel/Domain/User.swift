import Foundation

/// An account that owns a roster and its gathers.
public struct User: Identifiable, Hashable, Sendable {
  public var id: UUID
  public var username: String

  public init(id: UUID, username: String) {
    self.id = id
    self.username = username
  }
}

/// A logged-in user. `token` is the bearer token in remote mode, `nil` locally.
public struct AuthSession: Hashable, Sendable {
  public var user: User
  public var token: String?

  public init(user: User, token: String? = nil) {
    self.user = user
    self.token = token
  }
}

/// What the user typed to log in or register.
public struct Credentials: Hashable, Sendable {
  public var username: String
  public var password: String

  public init(username: String, password: String) {
    self.username = username
    self.password = password
  }
}

extension Credentials: CustomStringConvertible, CustomDebugStringConvertible {
  /// Never shows the password, so a log line or a test failure cannot leak it.
  public var description: String { "Credentials(username: \(username), password: ***)" }
  public var debugDescription: String { description }
}
