import Domain
import LineUI

/// Assembles the match scene: view controller, interactor, presenter and router, wired as
/// Clean Swift's configurator wires them, and returns the screen.
@MainActor
public struct GatherModule {
  private let console: Console
  private let clock: any Clock<Duration>
  private let gatherService: any GatherService
  private let playerService: any PlayerService
  private let resultService: any MatchResultService
  private let snapshotService: any MatchSnapshotService

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

  /// The scene of a gather just started on the teams screen.
  public func assemble(gather: Gather, delegate: any GatherRouterDelegate) -> any Screen {
    assemble(Match(gather: gather), opening: .started, delegate: delegate)
  }

  /// The scene of a match left unfinished; it asks whether to resume or discard it.
  public func assemble(resuming snapshot: MatchSnapshot, delegate: any GatherRouterDelegate)
    -> any Screen
  {
    assemble(Match(snapshot: snapshot), opening: .resumed, delegate: delegate)
  }

  private func assemble(
    _ match: Match, opening: GatherInteractor.Opening, delegate: any GatherRouterDelegate
  ) -> any Screen {
    let presenter = GatherPresenter()
    let interactor = GatherInteractor(
      presenter: presenter, match: match, opening: opening, clock: MatchClock(clock),
      gatherService: gatherService, playerService: playerService, resultService: resultService,
      snapshots: MatchSnapshotWriter(service: snapshotService))
    let viewController = GatherViewController(
      console: console, interactor: interactor, router: GatherRouter(delegate: delegate))
    // The presenter's way back to the scene, weak: the one link set after construction,
    // as the configurator of the original sets it.
    presenter.viewController = viewController
    return viewController
  }
}
