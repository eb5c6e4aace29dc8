import LineUI

/// Builds the app's flows over the real feature builders: the login flow at the root,
/// the roster flow for a session, and the match and history flows it starts. The pattern
/// lab's screens (login, a player's detail, the match) come from `PatternBuilders`, in
/// the pattern chosen with `--pattern`.
@MainActor
struct LoginFlowBuilder {
  let stack: ScreenStack
  let builders: FeatureBuilders
  var pattern: ArchitecturePattern = .viper

  func build() -> LoginFlow {
    let lab = PatternBuilders(
      pattern: pattern, features: builders, navigation: VariantNavigation(stack: stack))
    return LoginFlow(
      stack: stack, login: lab,
      roster: RosterFlowBuilder(
        stack: stack, playerList: builders, screens: builders, playerDetail: lab,
        match: MatchFlowBuilder(stack: stack, screens: builders, gather: lab),
        history: HistoryFlowBuilder(stack: stack, screens: builders)))
  }
}
