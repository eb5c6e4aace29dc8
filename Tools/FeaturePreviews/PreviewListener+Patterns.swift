import Domain
import LineUI
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
  func gatherViewController(didAskToShow player: Player) async { await inspect(player) }
  func gatherRouter(didAskToShow player: Player) async { await inspect(player) }
  /// MVP-C's coordinator shows the detail itself: the preview says so and lends a screen
  /// that shows nothing, pushed nowhere.
  func gatherCoordinator(startPlayerDetailFor player: Player) -> any Screen {
    report("open the detail of \(player.name)")
    return PreviewDetail()
  }
  func gatherCoordinator(push screen: any Screen) async {}
}

/// What MVP-C's coordinator is lent as the detail's screen in a preview.
@MainActor
final class PreviewDetail: Screen {
  let prompt = "detail> "
  let commands: [CommandHelp] = []
  func appear() async {}
  func handle(_ command: CommandInput) async {}
}
