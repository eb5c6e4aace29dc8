import Domain

/// What the PlayerEdit module asks of its parent: the composition root implements it.
@MainActor
public protocol PlayerEditListener: AnyObject {
  /// The player was saved with its new value; screens that show it should show `player`.
  func playerEditDidSave(_ player: Player) async
}

/// Turns the presenter's navigation requests into calls on the listener.
@MainActor
final class PlayerEditRouter: PlayerEditRouting {
  private weak var listener: (any PlayerEditListener)?

  init(listener: any PlayerEditListener) {
    self.listener = listener
  }

  func finishEditing(_ player: Player) async {
    await listener?.playerEditDidSave(player)
  }
}
