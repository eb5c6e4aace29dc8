import Domain
import LoginFeature

/// What the login flow shows itself, between screens.
@MainActor
protocol LoginFlowDisplaying: AnyObject {
  /// The session kept from an earlier run was restored.
  func displaySavedSession(of username: String)
  func displayLoggedOut()
}

/// The root flow: the login screen at the bottom of the stack, and the roster flow of
/// whoever logs in (or whose session was kept from an earlier run) until they log out.
@MainActor
final class LoginFlow {
  private let stack: any ScreenNavigating
  private let loginBuilder: any LoginBuildable
  private let rosterFlowBuilder: any RosterFlowBuildable
  private let backend: any Backend
  private let view: any LoginFlowDisplaying
  /// The logged-in user's flow; `nil` on the login screen.
  private var rosterFlow: (any RosterFlowRouting)?

  init(
    stack: any ScreenNavigating, login: any LoginBuildable, roster: any RosterFlowBuildable,
    backend: any Backend, view: any LoginFlowDisplaying
  ) {
    self.stack = stack
    self.loginBuilder = login
    self.rosterFlowBuilder = roster
    self.backend = backend
    self.view = view
  }

  /// Shows the login screen, then the player list when a session was kept.
  func start() async {
    await stack.setRoot(loginBuilder.makeLogin(listener: self))
    if let saved = await backend.restoredSession() {
      view.displaySavedSession(of: saved.user.username)
      await loginDidSucceed(with: saved)
    }
  }
}

extension LoginFlow: LoginListener {
  func loginDidSucceed(with session: AuthSession) async {
    let flow = rosterFlowBuilder.makeRosterFlow(for: session, listener: self)
    rosterFlow = flow
    await flow.start()
  }
}

extension LoginFlow: RosterFlowListener {
  /// Ends the session (a server that cannot be reached forgets the local token anyway)
  /// and goes back to the login screen.
  func rosterFlowDidRequestLogOut(of session: AuthSession) async {
    try? await backend.authService.logOut(session)
    view.displayLoggedOut()
    await stack.popToRoot()
    rosterFlow = nil
  }
}
