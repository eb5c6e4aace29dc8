import Domain

/// What the PlayerAdd module asks of its parent: the composition root implements it.
@MainActor
public protocol PlayerAddListener: AnyObject {
  /// The player was added; the roster should show it.
  func playerAddDidAdd(_ player: Player) async
}

/// Turns the presenter's navigation requests into calls on the listener.
@MainActor
final class PlayerAddRouter: PlayerAddRouting {
  private weak var listener: (any PlayerAddListener)?

  init(listener: any PlayerAddListener) {
    self.listener = listener
  }

  func finishAdding(_ player: Player) async {
    await listener?.playerAddDidAdd(player)
  }
}
