import Domain

/// What the Gather module asks of its parent: the composition root implements it.
@MainActor
public protocol GatherListener: AnyObject {
  /// The gather ended and its result was saved: back to the player list.
  func gatherDidEnd(_ gather: Gather) async
  /// The user left the match unfinished (it stays saved) or discarded it.
  func gatherDidLeave() async
}

/// Turns the presenter's navigation requests into calls on the listener.
@MainActor
final class GatherRouter: GatherRouting {
  private weak var listener: (any GatherListener)?

  init(listener: any GatherListener) {
    self.listener = listener
  }

  func showPlayerList(after gather: Gather) async {
    await listener?.gatherDidEnd(gather)
  }

  func leaveMatch() async {
    await listener?.gatherDidLeave()
  }
}
