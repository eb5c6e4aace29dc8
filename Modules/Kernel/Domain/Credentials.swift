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
