import Domain
import LineUI

/// What the login screen tells the screen that shows it: the user is in.
@MainActor
public protocol LoginViewControllerDelegate: AnyObject {
  func loginViewController(didLogIn session: AuthSession) async
}

/// The login screen in MVP: holds the view and its presenter, shows the view, and is the
/// view's delegate for what only a controller does: leaving for the next screen.
@MainActor
public final class LoginViewController: Screen {
  private let loginView: LoginView
  private let presenter: LoginPresenter
  private weak var delegate: (any LoginViewControllerDelegate)?

  public init(
    console: Console, authService: any AuthService,
    preferencesService: any LoginPreferencesService, savedSessions: any SavedSessionStore,
    backendLabel: String, delegate: any LoginViewControllerDelegate
  ) {
    let view = LoginView(console: console)
    loginView = view
    presenter = LoginPresenter(
      view: view, authService: authService, preferencesService: preferencesService,
      savedSessions: savedSessions, backendLabel: backendLabel)
    self.delegate = delegate
    // The view's way back to its controller, as the original's `setupView()` sets it.
    view.delegate = self
  }

  public var prompt: String { loginView.prompt }
  public var commands: [CommandHelp] { loginView.commands }
  public func appear() async { await presenter.viewDidAppear() }
  public func handle(_ command: CommandInput) async {
    await loginView.handle(command, presenter: presenter)
  }

  // MARK: What the screen that shows it asks

  public func restoreSavedSession() async -> Bool { await presenter.restoreSavedSession() }
  public func logOut(_ session: AuthSession) async { await presenter.logOut(session) }
}

extension LoginViewController: LoginViewDelegate {
  func didLogin(_ session: AuthSession) async {
    await delegate?.loginViewController(didLogIn: session)
  }
}
