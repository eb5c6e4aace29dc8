import Domain
import LineUI

/// What the composition root tells a built PlayerDetail module: its input.
///
/// The root calls it when another module changed the player shown here (the edit screen
/// saved a field), so the detail shows the new value without reading it back.
@MainActor
public protocol PlayerDetailInput: AnyObject {
  /// Shows `player`'s values from the next time the screen appears.
  func playerDidChange(_ player: Player)
}

/// A built PlayerDetail module: the screen to push and the input to keep it current.
public typealias PlayerDetailModule = BuiltModule<any PlayerDetailInput>

/// The PlayerDetail module's one public entry: builds View, Interactor and Presenter,
/// wires them and the flow's Router through their initialisers and returns the screen and its input.
public struct PlayerDetailBuilder {
  private let console: Console
  private let gatherService: any GatherService
  private let playerService: any PlayerService

  /// - Parameters:
  ///   - console: where the screen writes and reads its lines.
  ///   - gatherService: the gathers the player's record is counted over.
  ///   - playerService: where `edit FIELD VALUE` saves the player.
  public init(
    console: Console, gatherService: any GatherService, playerService: any PlayerService
  ) {
    self.console = console
    self.gatherService = gatherService
    self.playerService = playerService
  }

  @MainActor
  public func build(player: Player, router: any PlayerDetailRouter) -> PlayerDetailModule {
    let view = PlayerDetailView(console: console)
    let presenter = PlayerDetailPresenter(
      player: player,
      view: view,
      interactor: PlayerDetailInteractor(
        gatherService: gatherService, playerService: playerService),
      router: router)
    return PlayerDetailModule(
      screen: ModuleScreen(view: view, presenter: presenter as any PlayerDetailPresenting),
      input: presenter)
  }
}
