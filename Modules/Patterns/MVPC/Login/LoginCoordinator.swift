import Domain
import LineUI

/// The coordinator that starts this one: it takes over once the user is in.
@MainActor
public protocol LoginCoordinatorDelegate: AnyObject {
  func loginCoordinator(didLogIn session: AuthSession) async
}

/// The login journey in MVP-C: makes the login screen and decides where the user goes
/// from it. The view controller never navigates; it tells its coordinator.
@MainActor
public final class LoginCoordinator {
  private let console: Console
  private let authService: any AuthService
  private let preferencesService: any LoginPreferencesService
  private let savedSessions: any SavedSessionStore
  private let backendLabel: String
  private weak var parent: (any LoginCoordinatorDelegate)?
  /// The screen made by `start()`; held weakly, as the stack that shows it owns it.
  private weak var viewController: LoginViewController?

  public init(
    console: Console, authService: any AuthService,
    preferencesService: any LoginPreferencesService, savedSessions: any SavedSessionStore,
    backendLabel: String, parent: any LoginCoordinatorDelegate
  ) {
    self.console = console
    self.authService = authService
    self.preferencesService = preferencesService
    self.savedSessions = savedSessions
    self.backendLabel = backendLabel
    self.parent = parent
  }

  /// Makes the login screen, for the coordinator that started this one to show.
  public func start() -> any Screen {
    let screen = LoginViewController(
      console: console, authService: authService, preferencesService: preferencesService,
      savedSessions: savedSessions, backendLabel: backendLabel, coordinator: self)
    viewController = screen
    return screen
  }

  func navigateToPlayerList(for session: AuthSession) async {
    await parent?.loginCoordinator(didLogIn: session)
  }

  /// Logs in with a session kept from an earlier run; `false` when none was kept.
  public func restoreSavedSession() async -> Bool {
    await viewController?.restoreSavedSession() ?? false
  }

  public func logOut(_ session: AuthSession) async {
    await viewController?.logOut(session)
  }
}
