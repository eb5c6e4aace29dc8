import Domain
import LineUI

/// What the way back to the login screen shows.
@MainActor
protocol SessionExpiryDisplaying: AnyObject {
  func displaySessionExpired()
}

/// Sends the user back to the login screen when the backend stops accepting the session
/// (a 401 in remote mode), after the current screen has shown its error.
///
/// The backend reports it (`Backend.reportingExpiredSessions(to:)`) from the one place
/// that sees every service call's answer, so no per-service wrapper is needed.
@MainActor
final class SessionExpiry {
  /// Weak: the screens' services reach this object, and the stack holds the screens.
  private weak var stack: ScreenStack?
  private let view: any SessionExpiryDisplaying
  private let authService: any AuthService
  /// Set while the way back to the login screen is queued, so it is queued once.
  private var isReturningToLogin = false

  init(stack: ScreenStack, view: any SessionExpiryDisplaying, authService: any AuthService) {
    self.stack = stack
    self.view = view
    self.authService = authService
  }

  func sessionDidExpire(_ session: AuthSession) async {
    guard !isReturningToLogin, let stack else { return }
    isReturningToLogin = true
    try? await authService.logOut(session)
    await stack.afterCurrentLine { [self, weak stack] in
      view.displaySessionExpired()
      await stack?.popToRoot()
      isReturningToLogin = false
    }
  }
}
