import Domain
import LineUI
import MVCPlayerDetail
import MVPCPlayerDetail
import MVPPlayerDetail
import MVVMPlayerDetail
import PlayerDetailFeature
import PlayerEditFeature
import TestSupport
import VIPPlayerDetail

/// A player's detail screen of each pattern, pushed over a stand-in player list as the
/// app pushes it, with the edit screen it leads to. VIPER's two modules meet through the
/// app's roster flow; `VIPERPlayerDetailFlow` plays that part here.
@MainActor
struct PlayerDetailScreens {
  let session: ScreenSession
  let players: FakePlayerService
  let gathers: FakeGatherService

  /// Shows the list stand-in, then `player`'s detail in `pattern`; answers what must live
  /// as long as the screens (VIPER's flow stand-in).
  func start(_ pattern: Pattern, player: Player) async -> AnyObject? {
    let console = session.console
    let navigation = StackNavigation(stack: session.stack)
    await session.stack.setRoot(ListStandIn(console: console))
    var keeper: AnyObject? = navigation
    let screen: any Screen
    switch pattern {
    case .viper:
      let flow = VIPERPlayerDetailFlow(
        stack: session.stack, console: console, players: players, gathers: gathers)
      keeper = flow
      screen = flow.detail(of: player)
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
      screen = PlayerDetailModule(
        console: console, gatherService: gathers, playerService: players, navigation: navigation
      ).assemble(player: player)
    }
    await session.stack.push(screen)
    return keeper
  }
}

/// The part of the app's roster flow that joins VIPER's detail and edit modules: the
/// detail asks for the edit screen, the edit screen reports the saved player.
@MainActor
final class VIPERPlayerDetailFlow: PlayerDetailRouter, PlayerEditRouter {
  private let stack: ScreenStack
  private let console: Console
  private let players: FakePlayerService
  private let gathers: FakeGatherService
  private weak var input: (any PlayerDetailInput)?

  init(stack: ScreenStack, console: Console, players: FakePlayerService, gathers: FakeGatherService)
  {
    self.stack = stack
    self.console = console
    self.players = players
    self.gathers = gathers
  }

  func detail(of player: Player) -> any Screen {
    let module = PlayerDetailBuilder(
      console: console, gatherService: gathers, playerService: players
    )
    .build(player: player, router: self)
    input = module.input
    return module.screen
  }

  func edit(_ field: PlayerField, of player: Player) async {
    await stack.push(
      PlayerEditBuilder(console: console, playerService: players)
        .build(player: player, field: field, router: self))
  }

  func finishEditing(_ player: Player) async {
    input?.playerDidChange(player)
    await stack.pop()
  }
}
