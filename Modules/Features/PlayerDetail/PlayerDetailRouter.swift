import Domain

/// What the PlayerDetail module asks of its parent: the composition root implements it.
@MainActor
public protocol PlayerDetailListener: AnyObject {
  /// The user wants to change one field of the player.
  func playerDetailDidRequestEdit(_ field: PlayerField, of player: Player) async
}

/// Turns the presenter's navigation requests into calls on the listener.
@MainActor
final class PlayerDetailRouter: PlayerDetailRouting {
  private weak var listener: (any PlayerDetailListener)?

  init(listener: any PlayerDetailListener) {
    self.listener = listener
  }

  func showEdit(_ field: PlayerField, of player: Player) async {
    await listener?.playerDetailDidRequestEdit(field, of: player)
  }
}
