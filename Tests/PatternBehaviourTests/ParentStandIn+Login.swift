import Domain
import LoginFeature
import MVCLogin
import MVPCLogin
import MVPLogin
import MVVMLogin
import VIPLogin

extension ParentStandIn: LoginFeature.LoginRouter {
  func enter(as session: AuthSession) async { loggedIn(session) }
}

extension ParentStandIn: MVCLogin.LoginViewControllerDelegate,
  MVVMLogin.LoginViewControllerDelegate, MVPLogin.LoginViewControllerDelegate
{
  func loginViewController(didLogIn session: AuthSession) async { loggedIn(session) }
}

extension ParentStandIn: LoginCoordinatorDelegate {
  func loginCoordinator(didLogIn session: AuthSession) async { loggedIn(session) }
}

extension ParentStandIn: LoginRouterDelegate {
  func routeToPlayerList(for session: AuthSession) async { loggedIn(session) }
}
