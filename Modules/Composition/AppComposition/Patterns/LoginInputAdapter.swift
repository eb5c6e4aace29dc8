import Domain
import LoginFeature

/// What the login flow asks of the login screen (`LoginInput`), answered by a variant:
/// its view controller, coordinator or scene input. It keeps alive what the variant holds
/// weakly: the router adapter, and an MVP-C coordinator.
@MainActor
final class LoginInputAdapter: LoginInput {
  private let restore: @MainActor () async -> Bool
  private let end: @MainActor (AuthSession) async -> Void
  private let kept: [AnyObject]

  init(
    restore: @escaping @MainActor () async -> Bool,
    logOut: @escaping @MainActor (AuthSession) async -> Void, keeping kept: [AnyObject]
  ) {
    self.restore = restore
    self.end = logOut
    self.kept = kept
  }

  func restoreSavedSession() async -> Bool { await restore() }
  func logOut(_ session: AuthSession) async { await end(session) }
}
