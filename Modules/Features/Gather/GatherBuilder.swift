import Domain
import LineUI

/// The Gather module's one public entry: builds View, Interactor and Presenter, wires
/// them and the flow's Router through their initialisers and returns the screen.
public struct GatherBuilder {
  private let console: Console
  private let clock: any Clock<Duration>
  private let gatherService: any GatherService
  private let playerService: any PlayerService
  private let resultService: any MatchResultService
  private let snapshotService: any MatchSnapshotService

  /// - Parameters:
  ///   - console: where the screen writes and reads its lines.
  ///   - clock: the match clock: `ContinuousClock()` in the app, a test clock in tests.
  ///   - gatherService: where the teams' names and the end of the gather are saved.
  ///   - playerService: the roster, for the players who come on during the match.
  ///   - resultService: where goals, line-up changes and the score are saved.
  ///   - snapshotService: where the match in progress is kept, so it can be resumed.
  public init(
    console: Console, clock: any Clock<Duration>, gatherService: any GatherService,
    playerService: any PlayerService, resultService: any MatchResultService,
    snapshotService: any MatchSnapshotService
  ) {
    self.console = console
    self.clock = clock
    self.gatherService = gatherService
    self.playerService = playerService
    self.resultService = resultService
    self.snapshotService = snapshotService
  }

  /// The screen of a gather just started on the confirm-players screen.
  @MainActor
  public func build(gather: Gather, router: any GatherRouter) -> any Screen {
    build(match: Match(gather: gather), opening: .started, router: router)
  }

  /// The screen of a match left unfinished; it asks whether to resume or discard it.
  @MainActor
  public func build(resuming snapshot: MatchSnapshot, router: any GatherRouter)
    -> any Screen
  {
    build(match: Match(snapshot: snapshot), opening: .resumed, router: router)
  }

  @MainActor
  private func build(match: Match, opening: GatherPresenter.Opening, router: any GatherRouter)
    -> any Screen
  {
    let view = GatherView(console: console)
    let interactor = GatherInteractor(
      match: match, clock: MatchClock(clock), gatherService: gatherService,
      playerService: playerService, resultService: resultService,
      snapshots: MatchSnapshotWriter(service: snapshotService))
    let presenter = GatherPresenter(
      opening: opening, view: view, interactor: interactor,
      router: router)
    return ModuleScreen(view: view, presenter: presenter as any GatherPresenting)
  }
}
