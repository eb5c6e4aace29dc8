import Domain
import LineUI

/// The coordinator that starts this one: it takes over when the match is over.
@MainActor
public protocol GatherCoordinatorDelegate: AnyObject {
  /// The gather ended and its result was saved: back to the player list.
  func gatherCoordinator(didEnd gather: Gather) async
  /// The user left the match unfinished (it stays saved) or discarded it.
  func gatherCoordinatorDidLeave() async
}

/// The match journey in MVP-C: makes the match screen and decides where the user goes
/// from it. The view controller never navigates; it tells its coordinator.
@MainActor
public final class GatherCoordinator {
  /// What the match screen saves through.
  struct Services {
    let gathers: any GatherService
    let players: any PlayerService
    let results: any MatchResultService
    let snapshots: any MatchSnapshotService
  }

  private let console: Console
  private let clock: any Clock<Duration>
  private let services: Services
  private weak var parent: (any GatherCoordinatorDelegate)?

  public init(
    console: Console, clock: any Clock<Duration>, gatherService: any GatherService,
    playerService: any PlayerService, resultService: any MatchResultService,
    snapshotService: any MatchSnapshotService, parent: any GatherCoordinatorDelegate
  ) {
    self.console = console
    self.clock = clock
    services = Services(
      gathers: gatherService, players: playerService, results: resultService,
      snapshots: snapshotService)
    self.parent = parent
  }

  /// Makes the screen of a gather just started, for the parent to show.
  public func start(gather: Gather) -> any Screen {
    start(Match(gather: gather), opening: .started)
  }

  /// Makes the screen of a match left unfinished; it asks whether to resume or discard it.
  public func start(resuming snapshot: MatchSnapshot) -> any Screen {
    start(Match(snapshot: snapshot), opening: .resumed)
  }

  private func start(_ match: Match, opening: GatherPresenter.Opening) -> any Screen {
    GatherViewController(
      match: match, opening: opening, console: console, clock: clock, services: services,
      coordinator: self)
  }

  func didEndGather(_ gather: Gather) async {
    await parent?.gatherCoordinator(didEnd: gather)
  }

  func didLeaveGather() async {
    await parent?.gatherCoordinatorDidLeave()
  }
}
