/// "Remember me" (on by default, as in the original app) and the username it remembers.
public struct LoginPreferences: Hashable, Sendable {
  public var rememberMe: Bool
  public var rememberedUsername: String?

  public init(rememberMe: Bool = true, rememberedUsername: String? = nil) {
    self.rememberMe = rememberMe
    self.rememberedUsername = rememberedUsername
  }
}
