import Domain

/// What `RosterFlow` asks of a history flow it started.
@MainActor
protocol HistoryFlowRouting: AnyObject {
  /// Shows the history screen.
  func start() async
}

/// Builds a history flow for a session (RIBs' `…Buildable`).
@MainActor
protocol HistoryFlowBuildable {
  func makeHistoryFlow(for session: AuthSession, listener: any HistoryFlowListener)
    -> any HistoryFlowRouting
}

/// Builds the real history flow over the real history builder.
@MainActor
struct HistoryFlowBuilder: HistoryFlowBuildable {
  let stack: any ScreenNavigating
  let history: any HistoryBuildable

  func makeHistoryFlow(for session: AuthSession, listener: any HistoryFlowListener)
    -> any HistoryFlowRouting
  {
    HistoryFlow(session: session, stack: stack, history: history, listener: listener)
  }
}
