import Domain

/// The Login module's ways out, each named after what the user wants. The flow that owns
/// the module implements it, building and showing the next module; a Router never shows a
/// screen itself.
@MainActor
public protocol LoginRouter: AnyObject {
  /// The user logged in (or registered and was logged in): they want in, as `session`'s
  /// user.
  func enter(as session: AuthSession) async
}
