import Domain

/// What `LoginFlow` asks of the roster flow it started for a session.
@MainActor
protocol RosterFlowInput: AnyObject {
  /// Shows the player list.
  func start() async
}

/// Builds a roster flow for a session.
@MainActor
protocol RosterFlowBuilding {
  func buildRosterFlow(for session: AuthSession, listener: any RosterFlowListener)
    -> any RosterFlowInput
}

/// Builds the real roster flow over the real feature builders and child flows.
@MainActor
struct RosterFlowBuilder: RosterFlowBuilding {
  let stack: any ScreenNavigating
  let playerList: any PlayerListBuilding
  let screens: any RosterScreensBuilding
  let playerDetail: any PlayerDetailBuilding
  let match: any MatchFlowBuilding
  let history: any HistoryFlowBuilding

  func buildRosterFlow(for session: AuthSession, listener: any RosterFlowListener)
    -> any RosterFlowInput
  {
    RosterFlow(
      session: session, stack: stack, playerList: playerList, screens: screens,
      playerDetail: playerDetail, match: match, history: history, listener: listener)
  }
}
