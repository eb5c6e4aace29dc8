import Domain

/// What the match scene asks of the screen that shows it.
@MainActor
public protocol GatherRouterDelegate: AnyObject {
  /// The gather ended and its result was saved: back to the player list.
  func gatherRouter(didEnd gather: Gather) async
  /// The user left the match unfinished (it stays saved) or discarded it.
  func gatherRouterDidLeave() async
}

/// Where the view controller can send the user.
@MainActor
protocol GatherRoutingLogic: AnyObject {
  func routeToPlayerList(after gather: Gather) async
  func routeBack() async
}

/// The match scene's router in VIP: turns the view controller's routes into calls on its
/// delegate, the screen that showed the scene.
@MainActor
final class GatherRouter: GatherRoutingLogic {
  private weak var delegate: (any GatherRouterDelegate)?

  init(delegate: any GatherRouterDelegate) {
    self.delegate = delegate
  }

  func routeToPlayerList(after gather: Gather) async {
    await delegate?.gatherRouter(didEnd: gather)
  }

  func routeBack() async {
    await delegate?.gatherRouterDidLeave()
  }
}
