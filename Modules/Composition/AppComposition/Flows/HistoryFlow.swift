import Domain
import HistoryFeature

/// What the history flow tells its parent (`RosterFlow`).
@MainActor
protocol HistoryFlowListener: AnyObject {
  /// The user closed the history: back to the player list.
  func historyFlowDidClose() async
}

/// The past gathers and the players' records: one screen, closed back to the list.
@MainActor
final class HistoryFlow: HistoryFlowInput {
  private let session: AuthSession
  private let stack: any ScreenNavigating
  private let history: any HistoryBuilding
  /// Weak: the parent keeps this flow while its screen is shown.
  private weak var listener: (any HistoryFlowListener)?

  init(
    session: AuthSession, stack: any ScreenNavigating, history: any HistoryBuilding,
    listener: any HistoryFlowListener
  ) {
    self.session = session
    self.stack = stack
    self.history = history
    self.listener = listener
  }

  func start() async {
    await stack.push(history.buildHistory(for: session, listener: self))
  }
}

extension HistoryFlow: HistoryListener {
  func historyDidClose() async {
    await listener?.historyFlowDidClose()
  }
}
