import LineUI

/// Builds the app's flows over the real feature builders: the login flow at the root,
/// the roster flow for a session, and the match and history flows it starts.
@MainActor
struct LoginFlowBuilder {
  let stack: ScreenStack
  let modules: ModuleFactory

  func build() -> LoginFlow {
    LoginFlow(
      stack: stack, login: modules,
      roster: RosterFlowBuilder(
        stack: stack, playerList: modules, playerAdd: modules, playerDetail: modules,
        playerEdit: modules,
        match: MatchFlowBuilder(stack: stack, confirmPlayers: modules, gather: modules),
        history: HistoryFlowBuilder(stack: stack, history: modules)))
  }
}
