import Domain
import LoginFeature
import MVCLogin
import MVPCLogin
import MVPLogin
import MVVMLogin
import VIPLogin

/// Each login variant's way out, turned into the login flow's `LoginListener` call: the
/// MVC, MVVM and MVP view controllers' delegate, the MVP-C coordinator's parent and the
/// VIP router's delegate. Held by the module's input (`LoginInputAdapter`), since the
/// variants hold their delegates weakly.
@MainActor
final class LoginListenerAdapter: MVCLogin.LoginViewControllerDelegate,
  MVVMLogin.LoginViewControllerDelegate, MVPLogin.LoginViewControllerDelegate,
  LoginCoordinatorDelegate, LoginRouterDelegate
{
  private weak var listener: (any LoginListener)?

  init(listener: any LoginListener) {
    self.listener = listener
  }

  func loginViewController(didLogIn session: AuthSession) async {
    await listener?.loginDidSucceed(with: session)
  }

  func loginCoordinator(didLogIn session: AuthSession) async {
    await listener?.loginDidSucceed(with: session)
  }

  func routeToPlayerList(for session: AuthSession) async {
    await listener?.loginDidSucceed(with: session)
  }
}
