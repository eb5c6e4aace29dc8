import Domain
import LineUI

/// Assembles the edit scene for one field of a player, each part through its
/// initialiser; the detail scene's router calls it.
@MainActor
struct PlayerEditModule {
  let console: Console
  let playerService: any PlayerService
  let navigation: any ScreenNavigating

  func assemble(edit: PlayerFieldEdit, delegate: any PlayerEditDelegate) -> any Screen {
    let viewController = PlayerEditViewController(
      console: console, router: PlayerEditRouter(navigation: navigation))
    let interactor = PlayerEditInteractor(
      presenter: PlayerEditPresenter(view: viewController), edit: edit, service: playerService,
      delegate: delegate)
    return ModuleScreen(
      view: viewController, presenter: interactor as any PlayerEditBusinessLogic)
  }
}
