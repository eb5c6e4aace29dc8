import Domain
import MVCGather
import MVCLogin
import MVPCGather
import MVPCLogin
import MVPGather
import MVPLogin
import MVVMGather
import MVVMLogin
import VIPGather
import VIPLogin

/// The login variants' ways out, shown as the same `preview:` line as the VIPER module's.
extension PreviewListener: MVCLogin.LoginViewControllerDelegate,
  MVVMLogin.LoginViewControllerDelegate, MVPLogin.LoginViewControllerDelegate,
  LoginCoordinatorDelegate, LoginRouterDelegate
{
  func loginViewController(didLogIn session: AuthSession) async {
    await enter(as: session)
  }

  func loginCoordinator(didLogIn session: AuthSession) async {
    await enter(as: session)
  }

  func routeToPlayerList(for session: AuthSession) async {
    await enter(as: session)
  }
}

/// The match-screen variants' ways out, shown as the same `preview:` lines as the VIPER
/// module's.
extension PreviewListener: MVCGather.GatherViewControllerDelegate,
  MVVMGather.GatherViewControllerDelegate, MVPGather.GatherViewControllerDelegate,
  GatherCoordinatorDelegate, GatherRouterDelegate
{
  func gatherViewController(didEnd gather: Gather) async { await finishMatch(gather) }
  func gatherViewControllerDidLeave() async { await leaveMatch() }
  func gatherCoordinator(didEnd gather: Gather) async { await finishMatch(gather) }
  func gatherCoordinatorDidLeave() async { await leaveMatch() }
  func gatherRouter(didEnd gather: Gather) async { await finishMatch(gather) }
  func gatherRouterDidLeave() async { await leaveMatch() }
}
