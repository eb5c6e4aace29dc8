import Domain
import GatherFeature
import LineUI
import MVCGather
import MVPCGather
import MVPGather
import MVVMGather
import VIPGather

/// Each match-screen variant's way out, turned into the match flow's `GatherListener`
/// call: the MVC, MVVM and MVP view controllers' delegate, the MVP-C coordinator's parent
/// and the VIP router's delegate. The variants hold it weakly, so the screen it serves
/// keeps it (`KeepingScreen`), with an MVP-C coordinator.
@MainActor
final class GatherListenerAdapter: MVCGather.GatherViewControllerDelegate,
  MVVMGather.GatherViewControllerDelegate, MVPGather.GatherViewControllerDelegate,
  GatherCoordinatorDelegate, GatherRouterDelegate
{
  private weak var listener: (any GatherListener)?

  init(listener: any GatherListener) {
    self.listener = listener
  }

  func gatherViewController(didEnd gather: Gather) async { await listener?.gatherDidEnd(gather) }
  func gatherViewControllerDidLeave() async { await listener?.gatherDidLeave() }
  func gatherCoordinator(didEnd gather: Gather) async { await listener?.gatherDidEnd(gather) }
  func gatherCoordinatorDidLeave() async { await listener?.gatherDidLeave() }
  func gatherRouter(didEnd gather: Gather) async { await listener?.gatherDidEnd(gather) }
  func gatherRouterDidLeave() async { await listener?.gatherDidLeave() }
}
