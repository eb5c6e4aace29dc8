import Domain
import LineUI

/// The login screen in MVP-C: holds the view and its presenter, shows the view, and hands
/// every wish to leave the screen to its coordinator.
@MainActor
final class LoginViewController: Screen {
  private let loginView: LoginView
  private let presenter: LoginPresenter
  /// Strong: no parent coordinator keeps a list of children here, so the coordinator
  /// lives as long as its first screen (it holds the screen weakly).
  private let coordinator: LoginCoordinator

  init(
    console: Console, authService: any AuthService,
    preferencesService: any LoginPreferencesService, savedSessions: any SavedSessionStore,
    backendLabel: String, coordinator: LoginCoordinator
  ) {
    let view = LoginView(console: console)
    loginView = view
    presenter = LoginPresenter(
      view: view, authService: authService, preferencesService: preferencesService,
      savedSessions: savedSessions, backendLabel: backendLabel)
    self.coordinator = coordinator
    view.delegate = self
  }

  var prompt: String { loginView.prompt }
  var commands: [CommandHelp] { loginView.commands }
  func appear() async { await presenter.viewDidAppear() }
  func handle(_ command: CommandInput) async {
    await loginView.handle(command, presenter: presenter)
  }

  func restoreSavedSession() async -> Bool { await presenter.restoreSavedSession() }
  func logOut(_ session: AuthSession) async { await presenter.logOut(session) }
}

extension LoginViewController: LoginViewDelegate {
  func didLogin(_ session: AuthSession) async {
    await coordinator.navigateToPlayerList(for: session)
  }
}
