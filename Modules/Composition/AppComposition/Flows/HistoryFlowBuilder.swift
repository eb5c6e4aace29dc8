import Domain

/// What `RosterFlow` asks of a history flow it started.
@MainActor
protocol HistoryFlowInput: AnyObject {
  /// Shows the history screen.
  func start() async
}

/// Builds a history flow for a session.
@MainActor
protocol HistoryFlowBuilding {
  func buildHistoryFlow(for session: AuthSession, listener: any HistoryFlowListener)
    -> any HistoryFlowInput
}

/// Builds the real history flow over the real history builder.
@MainActor
struct HistoryFlowBuilder: HistoryFlowBuilding {
  let stack: any ScreenNavigating
  let screens: any HistoryScreensBuilding

  func buildHistoryFlow(for session: AuthSession, listener: any HistoryFlowListener)
    -> any HistoryFlowInput
  {
    HistoryFlow(session: session, stack: stack, screens: screens, listener: listener)
  }
}
