/// What the History module asks of its parent: the composition root implements it.
@MainActor
public protocol HistoryListener: AnyObject {
  /// The user is done with the history (`back`).
  func historyDidClose() async
}

/// Turns the presenter's navigation requests into calls on the listener.
@MainActor
final class HistoryRouter: HistoryRouting {
  private weak var listener: (any HistoryListener)?

  init(listener: any HistoryListener) {
    self.listener = listener
  }

  func close() async {
    await listener?.historyDidClose()
  }
}
