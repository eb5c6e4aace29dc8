import LineUI

/// Builds the app's flows over the real feature builders: the login flow at the root,
/// the roster flow for a session, and the match and history flows it starts.
@MainActor
struct LoginFlowBuilder {
  let stack: ScreenStack
  let builders: FeatureBuilders

  func build() -> LoginFlow {
    LoginFlow(
      stack: stack, login: builders,
      roster: RosterFlowBuilder(
        stack: stack, playerList: builders, playerAdd: builders, playerDetail: builders,
        playerEdit: builders,
        match: MatchFlowBuilder(stack: stack, confirmPlayers: builders, gather: builders),
        history: HistoryFlowBuilder(stack: stack, history: builders)))
  }
}
