import Domain
import LineUI

/// Assembles the player-detail scene (view controller, interactor, presenter, router),
/// each through its initialiser, and returns its screen; the router assembles the edit
/// scene when the user picks a field.
@MainActor
public struct PlayerDetailModule {
  private let console: Console
  private let gatherService: any GatherService
  private let playerService: any PlayerService
  private let navigation: any ScreenNavigating

  public init(
    console: Console, gatherService: any GatherService, playerService: any PlayerService,
    navigation: any ScreenNavigating
  ) {
    self.console = console
    self.gatherService = gatherService
    self.playerService = playerService
    self.navigation = navigation
  }

  public func assemble(player: Player) -> any Screen {
    let editModule = PlayerEditModule(
      console: console, playerService: playerService, navigation: navigation)
    let router = PlayerDetailRouter(
      navigation: navigation, makeEditScene: { editModule.assemble(edit: $0, delegate: $1) })
    let viewController = PlayerDetailViewController(console: console, router: router)
    let interactor = PlayerDetailInteractor(
      presenter: PlayerDetailPresenter(view: viewController), player: player,
      gatherService: gatherService)
    return ModuleScreen(
      view: viewController,
      presenter: interactor as any PlayerDetailBusinessLogic & PlayerEditDelegate)
  }
}
