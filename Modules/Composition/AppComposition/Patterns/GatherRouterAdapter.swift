import Domain
import GatherFeature
import LineUI
import MVCGather
import MVPCGather
import MVPGather
import MVVMGather
import VIPGather

/// Each match-screen variant's way out, turned into the intent of the `GatherRouter` the
/// match flow implements: the MVC, MVVM and MVP view controllers' delegate, the MVP-C
/// coordinator's parent and the VIP router's delegate. The variants hold it weakly, so the
/// screen it serves keeps it (`KeepingScreen`), with an MVP-C coordinator.
@MainActor
final class GatherRouterAdapter: MVCGather.GatherViewControllerDelegate,
  MVVMGather.GatherViewControllerDelegate, MVPGather.GatherViewControllerDelegate,
  GatherCoordinatorDelegate, GatherRouterDelegate
{
  private weak var router: (any GatherFeature.GatherRouter)?
  /// What MVP-C's coordinator is lent to show a player's details itself: the stack and the
  /// start of the detail journey in MVP-C (another module's coordinator).
  private let navigation: VariantNavigation
  private let startPlayerDetail: @MainActor (Player) -> any Screen

  init(
    router: any GatherFeature.GatherRouter, navigation: VariantNavigation,
    startPlayerDetail: @escaping @MainActor (Player) -> any Screen
  ) {
    self.router = router
    self.navigation = navigation
    self.startPlayerDetail = startPlayerDetail
  }

  func gatherViewController(didEnd gather: Gather) async { await router?.finishMatch(gather) }
  func gatherViewControllerDidLeave() async { await router?.leaveMatch() }
  func gatherCoordinator(didEnd gather: Gather) async { await router?.finishMatch(gather) }
  func gatherCoordinatorDidLeave() async { await router?.leaveMatch() }
  func gatherCoordinator(startPlayerDetailFor player: Player) -> any Screen {
    startPlayerDetail(player)
  }
  func gatherCoordinator(push screen: any Screen) async { await navigation.push(screen) }
  func gatherRouter(didEnd gather: Gather) async { await router?.finishMatch(gather) }
  func gatherRouterDidLeave() async { await router?.leaveMatch() }
  func gatherViewController(didAskToShow player: Player) async { await router?.inspect(player) }
  func gatherRouter(didAskToShow player: Player) async { await router?.inspect(player) }
}
