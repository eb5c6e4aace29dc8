import Domain
import LineUI

/// The PlayerAdd module's one public entry: builds View, Interactor and Presenter,
/// wires them and the flow's Router through their initialisers and returns the screen.
public struct PlayerAddBuilder {
  private let console: Console
  private let playerService: any PlayerService

  public init(console: Console, playerService: any PlayerService) {
    self.console = console
    self.playerService = playerService
  }

  /// The add screen; `name`, when given (`add Ben Carter`), is typed into the form first.
  @MainActor
  public func build(name: String? = nil, router: any PlayerAddRouter) -> any Screen {
    let view = PlayerAddView(console: console)
    let presenter = PlayerAddPresenter(
      name: name, view: view,
      interactor: PlayerAddInteractor(playerService: playerService),
      router: router)
    return ModuleScreen(view: view, presenter: presenter as any PlayerAddPresenting)
  }
}
