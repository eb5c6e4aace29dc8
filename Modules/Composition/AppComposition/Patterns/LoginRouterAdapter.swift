import Domain
import LoginFeature
import MVCLogin
import MVPCLogin
import MVPLogin
import MVVMLogin
import VIPLogin

/// Each login variant's way out, turned into the intent of the `LoginRouter` the login
/// flow implements: the MVC, MVVM and MVP view controllers' delegate, the MVP-C
/// coordinator's parent and the VIP router's delegate. Held by the module's input
/// (`LoginInputAdapter`), since the variants hold their delegates weakly.
@MainActor
final class LoginRouterAdapter: MVCLogin.LoginViewControllerDelegate,
  MVVMLogin.LoginViewControllerDelegate, MVPLogin.LoginViewControllerDelegate,
  LoginCoordinatorDelegate, LoginRouterDelegate
{
  private weak var router: (any LoginFeature.LoginRouter)?

  init(router: any LoginFeature.LoginRouter) {
    self.router = router
  }

  func loginViewController(didLogIn session: AuthSession) async {
    await router?.enter(as: session)
  }

  func loginCoordinator(didLogIn session: AuthSession) async {
    await router?.enter(as: session)
  }

  func routeToPlayerList(for session: AuthSession) async {
    await router?.enter(as: session)
  }
}
