import Domain
import LineUI

/// The Selection module's one public entry: builds View, Interactor and Presenter,
/// wires them and the flow's Router through their initialisers and returns the screen.
public struct SelectionBuilder {
  private let console: Console
  private let playerService: any PlayerService
  private let draftService: any TeamDraftService

  /// - Parameters:
  ///   - console: the terminal the screen reads from and writes to.
  ///   - playerService: the roster the players are picked from.
  ///   - draftService: where the picks are kept between runs: saved as they change,
  ///     picked again when the screen opens.
  public init(
    console: Console, playerService: any PlayerService, draftService: any TeamDraftService
  ) {
    self.console = console
    self.playerService = playerService
    self.draftService = draftService
  }

  /// The selection screen of `username`'s roster, showing first the rows in `window`
  /// (those the player list showed).
  @MainActor
  public func build(
    username: String, window: RosterWindow = RosterWindow(), router: any SelectionRouter
  ) -> any Screen {
    let view = SelectionView(console: console)
    let presenter = SelectionPresenter(
      username: username, window: window, view: view,
      interactor: SelectionInteractor(playerService: playerService, draftService: draftService),
      router: router)
    return ModuleScreen(view: view, presenter: presenter as any SelectionPresenting)
  }
}
