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

  init(router: any GatherFeature.GatherRouter) {
    self.router = router
  }

  func gatherViewController(didEnd gather: Gather) async { await router?.finishMatch(gather) }
  func gatherViewControllerDidLeave() async { await router?.leaveMatch() }
  func gatherCoordinator(didEnd gather: Gather) async { await router?.finishMatch(gather) }
  func gatherCoordinatorDidLeave() async { await router?.leaveMatch() }
  func gatherRouter(didEnd gather: Gather) async { await router?.finishMatch(gather) }
  func gatherRouterDidLeave() async { await router?.leaveMatch() }
}
