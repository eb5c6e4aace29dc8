import Domain
import LineUI

/// What the composition root tells a built RosterArchive module: the commands the player
/// list hands on (`archived`, `restore N`, `merge N M`), each answered on the console.
@MainActor
public protocol RosterArchiveInput: AnyObject {
  /// `archived`: the players deleted after playing, numbered for `restore N`.
  func listArchivedPlayers() async
  /// `restore N`: archived player `number` (from 1, as `archived` numbers them) goes back
  /// on the roster.
  func restore(number: Int) async
  /// `merge N M`: asks, then makes `duplicate` one with `kept` (gathers and goals move).
  func merge(_ duplicate: NumberedPlayer, into kept: NumberedPlayer) async
}

/// The RosterArchive module's one public entry: builds View, Interactor and Presenter,
/// wires them through their initialisers and answers the module's input.
///
/// The module has no screen of its own: the player list hands it `archived`, `restore`
/// and `merge` through the flow, and it writes on the list's console.
public struct RosterArchiveBuilder {
  private let console: Console
  private let playerService: any PlayerService

  /// - Parameters:
  ///   - console: the console the player list writes on.
  ///   - playerService: where players are archived, restored and merged.
  public init(console: Console, playerService: any PlayerService) {
    self.console = console
    self.playerService = playerService
  }

  /// The module, reporting to `router` (held weakly: the flow owns itself elsewhere).
  @MainActor
  public func build(router: any RosterArchiveRouter) -> any RosterArchiveInput {
    RosterArchivePresenter(
      view: RosterArchiveView(console: console),
      interactor: RosterArchiveInteractor(playerService: playerService), router: router)
  }
}
