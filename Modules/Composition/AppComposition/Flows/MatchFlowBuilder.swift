import Domain

/// What `RosterFlow` asks of a match flow it started.
@MainActor
protocol MatchFlowInput: AnyObject {
  /// Shows the teams screen for the selected players.
  func start(with players: [Player]) async
  /// Shows the match left unfinished, which asks to resume or discard it.
  func resume(_ snapshot: MatchSnapshot) async
}

/// Builds a match flow for a session.
@MainActor
protocol MatchFlowBuilding {
  func buildMatchFlow(for session: AuthSession, listener: any MatchFlowListener)
    -> any MatchFlowInput
}

/// Builds the real match flow over the real feature builders.
@MainActor
struct MatchFlowBuilder: MatchFlowBuilding {
  let stack: any ScreenNavigating
  let screens: any MatchScreensBuilding
  let gather: any GatherBuilding

  func buildMatchFlow(for session: AuthSession, listener: any MatchFlowListener)
    -> any MatchFlowInput
  {
    MatchFlow(
      session: session, stack: stack, screens: screens, gather: gather, listener: listener)
  }
}
