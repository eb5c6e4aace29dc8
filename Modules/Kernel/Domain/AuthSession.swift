/// A logged-in user. `token` is the bearer token in remote mode, `nil` locally.
public struct AuthSession: Hashable, Sendable {
  public var user: User
  public var token: String?

  public init(user: User, token: String? = nil) {
    self.user = user
    self.token = token
  }
}
