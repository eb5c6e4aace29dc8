/// What the History module asks of its parent: the composition root implements it.
@MainActor
public protocol HistoryListener: AnyObject {
  /// The user is done with the history (`back`).
  func historyDidClose() async
  /// The user typed `attendance`: the parent opens the attendance screen over the history.
  func historyDidRequestAttendance() async
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

  func showAttendance() async {
    await listener?.historyDidRequestAttendance()
  }
}
