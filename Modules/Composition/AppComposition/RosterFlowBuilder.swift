import Domain

/// What `LoginFlow` asks of the roster flow it started for a session.
@MainActor
protocol RosterFlowRouting: AnyObject {
  /// Shows the player list.
  func start() async
}

/// Builds a roster flow for a session (RIBs' `…Buildable`).
@MainActor
protocol RosterFlowBuildable {
  func makeRosterFlow(for session: AuthSession, listener: any RosterFlowListener)
    -> any RosterFlowRouting
}

/// Builds the real roster flow over the real feature builders and child flows.
@MainActor
struct RosterFlowBuilder: RosterFlowBuildable {
  let stack: any ScreenNavigating
  let playerList: any PlayerListBuildable
  let playerAdd: any PlayerAddBuildable
  let playerDetail: any PlayerDetailBuildable
  let playerEdit: any PlayerEditBuildable
  let match: any MatchFlowBuildable
  let history: any HistoryFlowBuildable

  func makeRosterFlow(for session: AuthSession, listener: any RosterFlowListener)
    -> any RosterFlowRouting
  {
    RosterFlow(
      session: session, stack: stack, playerList: playerList, playerAdd: playerAdd,
      playerDetail: playerDetail, playerEdit: playerEdit, match: match, history: history,
      listener: listener)
  }
}
