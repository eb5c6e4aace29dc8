import Domain
import LineUI

/// The PlayerEdit module's one public entry: builds View, Interactor and Presenter,
/// wires them and the flow's Router through their initialisers and returns the screen.
public struct PlayerEditBuilder {
  private let console: Console
  private let playerService: any PlayerService

  public init(console: Console, playerService: any PlayerService) {
    self.console = console
    self.playerService = playerService
  }

  /// A screen that edits `field` of `player`.
  @MainActor
  public func build(player: Player, field: PlayerField, router: any PlayerEditRouter)
    -> any Screen
  {
    let view = PlayerEditView(console: console)
    let presenter = PlayerEditPresenter(
      edit: PlayerFieldEdit(player: player, field: field),
      view: view,
      interactor: PlayerEditInteractor(playerService: playerService),
      router: router)
    return ModuleScreen(view: view, presenter: presenter as any PlayerEditPresenting)
  }
}
