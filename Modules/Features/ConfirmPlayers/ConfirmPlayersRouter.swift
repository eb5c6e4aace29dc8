import Domain

/// What the ConfirmPlayers module asks of its parent: the composition root implements it.
@MainActor
public protocol ConfirmPlayersListener: AnyObject {
  /// The gather was created with both teams: show the match.
  func confirmPlayersDidStart(_ gather: Gather) async
}

/// Turns the presenter's navigation requests into calls on the listener.
@MainActor
final class ConfirmPlayersRouter: ConfirmPlayersRouting {
  private weak var listener: (any ConfirmPlayersListener)?

  init(listener: any ConfirmPlayersListener) {
    self.listener = listener
  }

  func showGather(_ gather: Gather) async {
    await listener?.confirmPlayersDidStart(gather)
  }
}
