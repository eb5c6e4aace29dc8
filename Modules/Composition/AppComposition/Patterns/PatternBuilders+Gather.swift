import Domain
import GatherFeature
import LineUI
import MVCGather
import MVPCGather
import MVPGather
import MVVMGather
import VIPGather

/// The match screen in the chosen pattern, for a gather just started or a match left
/// unfinished: VIPER's is the feature module; a variant's way out reaches the match flow
/// through `GatherRouterAdapter`, kept with its screen.
extension PatternBuilders: GatherBuilding {
  func buildGather(_ gather: Gather, for session: AuthSession, router: any GatherRouter)
    -> any Screen
  {
    screen(.started(gather), for: session, router: router)
  }

  func buildGather(
    resuming snapshot: MatchSnapshot, for session: AuthSession, router: any GatherRouter
  ) -> any Screen {
    screen(.resuming(snapshot), for: session, router: router)
  }

  private enum Opening {
    case started(Gather)
    case resuming(MatchSnapshot)
  }

  private func screen(_ opening: Opening, for session: AuthSession, router: any GatherRouter)
    -> any Screen
  {
    let backend = features.backend
    let (console, clock) = (features.console, features.clock)
    let gathers = backend.gatherService(for: session)
    let results = backend.matchResultService(for: session)
    let players = backend.playerService(for: session)
    let snapshots = backend.matchSnapshotService(for: session)
    let adapter = GatherRouterAdapter(router: router)
    var kept: [AnyObject] = [adapter]
    let screen: any Screen
    switch (pattern, opening) {
    case (.viper, .started(let gather)):
      return features.buildGather(gather, for: session, router: router)
    case (.viper, .resuming(let snapshot)):
      return features.buildGather(resuming: snapshot, for: session, router: router)
    case (.mvc, .started(let gather)):
      screen = MVCGather.GatherViewController(
        gather: gather, console: console, clock: clock, gatherService: gathers,
        playerService: players,
        resultService: results, snapshotService: snapshots, delegate: adapter)
    case (.mvc, .resuming(let snapshot)):
      screen = MVCGather.GatherViewController(
        resuming: snapshot, console: console, clock: clock, gatherService: gathers,
        playerService: players,
        resultService: results, snapshotService: snapshots, delegate: adapter)
    case (.mvvm, .started(let gather)):
      screen = MVVMGather.GatherViewController(
        gather: gather, console: console, clock: clock, gatherService: gathers,
        playerService: players,
        resultService: results, snapshotService: snapshots, delegate: adapter)
    case (.mvvm, .resuming(let snapshot)):
      screen = MVVMGather.GatherViewController(
        resuming: snapshot, console: console, clock: clock, gatherService: gathers,
        playerService: players,
        resultService: results, snapshotService: snapshots, delegate: adapter)
    case (.mvp, .started(let gather)):
      screen = MVPGather.GatherViewController(
        gather: gather, console: console, clock: clock, gatherService: gathers,
        playerService: players,
        resultService: results, snapshotService: snapshots, delegate: adapter)
    case (.mvp, .resuming(let snapshot)):
      screen = MVPGather.GatherViewController(
        resuming: snapshot, console: console, clock: clock, gatherService: gathers,
        playerService: players,
        resultService: results, snapshotService: snapshots, delegate: adapter)
    case (.mvpc, _):
      let coordinator = GatherCoordinator(
        console: console, clock: clock, gatherService: gathers, playerService: players,
        resultService: results,
        snapshotService: snapshots, parent: adapter)
      kept.append(coordinator)
      switch opening {
      case .started(let gather): screen = coordinator.start(gather: gather)
      case .resuming(let snapshot): screen = coordinator.start(resuming: snapshot)
      }
    case (.vip, _):
      let module = GatherModule(
        console: console, clock: clock, gatherService: gathers, playerService: players,
        resultService: results,
        snapshotService: snapshots)
      switch opening {
      case .started(let gather): screen = module.assemble(gather: gather, delegate: adapter)
      case .resuming(let snapshot): screen = module.assemble(resuming: snapshot, delegate: adapter)
      }
    }
    return KeepingScreen(screen, keeping: kept)
  }
}
