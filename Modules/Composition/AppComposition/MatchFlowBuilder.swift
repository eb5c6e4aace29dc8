import Domain

/// What `RosterFlow` asks of a match flow it started.
@MainActor
protocol MatchFlowRouting: AnyObject {
  /// Shows the teams screen for the selected players.
  func start(with players: [Player]) async
  /// Shows the match left unfinished, which asks to resume or discard it.
  func resume(_ snapshot: MatchSnapshot) async
}

/// Builds a match flow for a session (RIBs' `…Buildable`).
@MainActor
protocol MatchFlowBuildable {
  func makeMatchFlow(for session: AuthSession, listener: any MatchFlowListener)
    -> any MatchFlowRouting
}

/// Builds the real match flow over the real feature builders.
@MainActor
struct MatchFlowBuilder: MatchFlowBuildable {
  let stack: any ScreenNavigating
  let confirmPlayers: any ConfirmPlayersBuildable
  let gather: any GatherBuildable

  func makeMatchFlow(for session: AuthSession, listener: any MatchFlowListener)
    -> any MatchFlowRouting
  {
    MatchFlow(
      session: session, stack: stack, confirmPlayers: confirmPlayers, gather: gather,
      listener: listener)
  }
}
