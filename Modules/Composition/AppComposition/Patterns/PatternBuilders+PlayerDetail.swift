import Domain
import LineUI
import MVCPlayerDetail
import MVPCPlayerDetail
import MVPPlayerDetail
import MVVMPlayerDetail
import PlayerDetailFeature
import VIPPlayerDetail

extension PatternBuilders: PlayerDetailBuilding {
  /// The detail screen; a variant opens its edit screen itself, so the roster flow's
  /// `router` hears nothing from it and the input has nothing to pass on.
  func buildPlayerDetail(
    showing player: Player, for session: AuthSession, router: any PlayerDetailRouter
  ) -> PlayerDetailFeature.PlayerDetailModule {
    let backend = features.backend
    let console = features.console
    let gathers = backend.gatherService(for: session)
    let players = backend.playerService(for: session)
    let screen: any Screen
    switch pattern {
    case .viper:
      return features.buildPlayerDetail(showing: player, for: session, router: router)
    case .mvc:
      screen = MVCPlayerDetail.PlayerDetailViewController(
        console: console, player: player, gatherService: gathers, playerService: players,
        navigation: navigation)
    case .mvvm:
      screen = MVVMPlayerDetail.PlayerDetailViewController(
        console: console, player: player, gatherService: gathers, playerService: players,
        navigation: navigation)
    case .mvp:
      screen = MVPPlayerDetail.PlayerDetailViewController(
        console: console, player: player, gatherService: gathers, playerService: players,
        navigation: navigation)
    case .mvpc:
      screen = PlayerDetailCoordinator(
        console: console, player: player, gatherService: gathers, playerService: players,
        navigation: navigation
      ).start()
    case .vip:
      screen = VIPPlayerDetail.PlayerDetailModule(
        console: console, gatherService: gathers, playerService: players, navigation: navigation
      ).assemble(player: player)
    }
    return PlayerDetailFeature.PlayerDetailModule(screen: screen, input: SelfUpdatingDetail())
  }
}
