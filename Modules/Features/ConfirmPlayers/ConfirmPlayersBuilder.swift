import Domain
import LineUI

/// The ConfirmPlayers module's one public entry: builds View, Interactor and Presenter,
/// wires them and the flow's Router through their initialisers and returns the screen.
public struct ConfirmPlayersBuilder {
  private let console: Console
  private let gatherService: any GatherService
  private let snapshotService: any MatchSnapshotService
  private let draftService: any TeamDraftService
  private let makeSeed: @Sendable () -> UInt64

  /// - Parameters:
  ///   - console: where the screen writes and reads its lines.
  ///   - gatherService: where `start` creates the gather.
  ///   - snapshotService: the match left unfinished, which `start` asks before replacing.
  ///   - draftService: where the teams are kept as they change until `play`.
  ///   - makeSeed: the seed of a `balance` typed without one.
  public init(
    console: Console, gatherService: any GatherService,
    snapshotService: any MatchSnapshotService, draftService: any TeamDraftService,
    makeSeed: @escaping @Sendable () -> UInt64
  ) {
    self.console = console
    self.gatherService = gatherService
    self.snapshotService = snapshotService
    self.draftService = draftService
    self.makeSeed = makeSeed
  }

  /// - Parameters:
  ///   - players: the players chosen on the player list; all start on the Bench.
  ///   - router: the flow that owns the module: told when the gather starts.
  @MainActor
  public func build(players: [Player], router: any ConfirmPlayersRouter) -> any Screen {
    let view = ConfirmPlayersView(console: console)
    let presenter = ConfirmPlayersPresenter(
      sheet: TeamSheet(players: players),
      view: view,
      interactor: ConfirmPlayersInteractor(
        gatherService: gatherService, snapshotService: snapshotService,
        drafts: draftService, makeSeed: makeSeed),
      router: router)
    return ModuleScreen(view: view, presenter: presenter as any ConfirmPlayersPresenting)
  }
}
