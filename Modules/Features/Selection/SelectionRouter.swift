import Domain

/// What the Selection module asks of its parent: the composition root implements it.
@MainActor
public protocol SelectionListener: AnyObject {
  /// The user picked the players for a gather (at least two) and confirmed them.
  func selectionDidConfirm(_ players: [Player]) async
  /// The user cancelled (`cancel`, `back`): back to the player list.
  func selectionDidCancel() async
}

/// Turns the presenter's navigation requests into calls on the listener.
@MainActor
final class SelectionRouter: SelectionRouting {
  private weak var listener: (any SelectionListener)?

  init(listener: any SelectionListener) {
    self.listener = listener
  }

  func showTeams(for players: [Player]) async {
    await listener?.selectionDidConfirm(players)
  }

  func leave() async {
    await listener?.selectionDidCancel()
  }
}
