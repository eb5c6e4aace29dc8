import Domain
import MVCLogin
import MVPCLogin
import MVPLogin
import MVVMLogin
import VIPLogin

/// The login variants' ways out, shown as the same `preview:` line as the VIPER module's.
extension PreviewListener: MVCLogin.LoginViewControllerDelegate,
  MVVMLogin.LoginViewControllerDelegate, MVPLogin.LoginViewControllerDelegate,
  LoginCoordinatorDelegate, LoginRouterDelegate
{
  func loginViewController(didLogIn session: AuthSession) async {
    await loginDidSucceed(with: session)
  }

  func loginCoordinator(didLogIn session: AuthSession) async {
    await loginDidSucceed(with: session)
  }

  func routeToPlayerList(for session: AuthSession) async {
    await loginDidSucceed(with: session)
  }
}
