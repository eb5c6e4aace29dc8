import Domain
import GatherFeature
import LineUI
import MVCGather
import MVPCGather
import MVPGather
import MVVMGather
import VIPGather

/// The parent of the match screen in every pattern (the VIPER module's Router, the MVC/MVVM/MVP
/// view controller's delegate, the MVP-C coordinator's parent, the VIP router's delegate):
/// it writes one `parent:` line when the match screen says the match is over and takes the
/// screen off the stack, as the app's match flow does. (`ParentStandIn` only writes.)
@MainActor
final class GatherParent {
  private let console: Console
  private let stack: ScreenStack
  /// The child coordinators it started (MVP-C): a parent keeps its children.
  private var children: [AnyObject] = []

  init(console: Console, stack: ScreenStack) {
    self.console = console
    self.stack = stack
  }

  func keep(_ child: AnyObject) {
    children.append(child)
  }

  func ended(_ gather: Gather) async {
    console.line("parent: the gather ended \(gather.score.map { "\($0)" } ?? "without a score")")
    await stack.pop()
  }

  func left() async {
    console.line("parent: the match was left")
    await stack.pop()
  }
}

extension GatherParent: GatherFeature.GatherRouter {
  func finishMatch(_ gather: Gather) async { await ended(gather) }
  func leaveMatch() async { await left() }
}

// MVC's, MVVM's and MVP's view controllers tell their delegate the same two things.
extension GatherParent: MVCGather.GatherViewControllerDelegate {}
extension GatherParent: MVPGather.GatherViewControllerDelegate {}

extension GatherParent: MVVMGather.GatherViewControllerDelegate {
  func gatherViewController(didEnd gather: Gather) async { await ended(gather) }
  func gatherViewControllerDidLeave() async { await left() }
}

extension GatherParent: GatherCoordinatorDelegate {
  func gatherCoordinator(didEnd gather: Gather) async { await ended(gather) }
  func gatherCoordinatorDidLeave() async { await left() }
}

extension GatherParent: GatherRouterDelegate {
  func gatherRouter(didEnd gather: Gather) async { await ended(gather) }
  func gatherRouterDidLeave() async { await left() }
}
