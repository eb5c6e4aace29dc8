import Domain
import LoginFeature

/// The root flow: the login screen at the bottom of the stack, and the roster flow of
/// whoever logs in (or whose session was kept from an earlier run) until they log out.
@MainActor
final class LoginFlow {
  private let stack: any ScreenNavigating
  private let loginBuilder: any LoginBuilding
  private let rosterFlowBuilder: any RosterFlowBuilding
  /// The login screen's module, asked to take up a kept session and to log out.
  private var login: (any LoginInput)?
  /// The logged-in user's flow; `nil` on the login screen.
  private var rosterFlow: (any RosterFlowInput)?

  init(stack: any ScreenNavigating, login: any LoginBuilding, roster: any RosterFlowBuilding) {
    self.stack = stack
    self.loginBuilder = login
    self.rosterFlowBuilder = roster
  }

  /// Shows the login screen, then the player list when a session was kept.
  func start() async {
    let module = loginBuilder.buildLogin(router: self)
    login = module.input
    await stack.setRoot(module.screen)
    _ = await module.input.restoreSavedSession()
  }
}

extension LoginFlow: LoginRouter {
  func enter(as session: AuthSession) async {
    let flow = rosterFlowBuilder.buildRosterFlow(for: session, listener: self)
    rosterFlow = flow
    await flow.start()
  }
}

extension LoginFlow: RosterFlowListener {
  /// The Login module ends the session and says so; then back to the login screen.
  func rosterFlowDidRequestLogOut(of session: AuthSession) async {
    await login?.logOut(session)
    await stack.popToRoot()
    rosterFlow = nil
  }
}
