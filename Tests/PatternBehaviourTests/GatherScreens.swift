import Domain
import GatherFeature
import LineUI
import MVCGather
import MVPCGather
import MVPGather
import MVVMGather
import VIPGather

/// The match screen of each pattern, built over TestSupport's in-memory services, as the
/// app builds it for a gather just started or a match left unfinished.
@MainActor
enum GatherScreens {
  /// How the screen opens: a gather just started, or a match left unfinished.
  enum Opening {
    case started(Gather)
    case resuming(MatchSnapshot)
  }

  /// The variant's screen over `services`, telling `parent` when the match is over.
  @MainActor
  static func screen(
    _ pattern: Pattern, _ opening: Opening, services: GatherServices, parent: GatherParent
  ) -> any Screen {
    let (console, clock, store, snapshots, players) =
      (services.console, services.clock, services.gathers, services.snapshots, services.players)
    switch pattern {
    case .viper:
      let builder = GatherBuilder(
        console: console, clock: clock, gatherService: store, playerService: players,
        resultService: store,
        snapshotService: snapshots)
      return switch opening {
      case .started(let gather): builder.build(gather: gather, router: parent)
      case .resuming(let snapshot): builder.build(resuming: snapshot, router: parent)
      }
    case .mvc:
      return controller(MVCGather.GatherViewController.self, opening, services, delegate: parent)
    case .mvvm:
      return controller(MVVMGather.GatherViewController.self, opening, services, delegate: parent)
    case .mvp:
      return controller(MVPGather.GatherViewController.self, opening, services, delegate: parent)
    case .mvpc:
      let coordinator = GatherCoordinator(
        console: console, clock: clock, gatherService: store, playerService: players,
        resultService: store,
        snapshotService: snapshots, parent: parent)
      parent.keep(coordinator)
      return switch opening {
      case .started(let gather): coordinator.start(gather: gather)
      case .resuming(let snapshot): coordinator.start(resuming: snapshot)
      }
    case .vip:
      let module = GatherModule(
        console: console, clock: clock, gatherService: store, playerService: players,
        resultService: store,
        snapshotService: snapshots)
      return switch opening {
      case .started(let gather): module.assemble(gather: gather, delegate: parent)
      case .resuming(let snapshot): module.assemble(resuming: snapshot, delegate: parent)
      }
    }
  }

  /// An MVC, MVVM or MVP match screen of type `C` over `services`, telling `delegate`.
  private static func controller<C: GatherController>(
    _: C.Type, _ opening: Opening, _ services: GatherServices, delegate: C.Delegate
  ) -> C {
    let (console, clock, store, snapshots, players) =
      (services.console, services.clock, services.gathers, services.snapshots, services.players)
    return switch opening {
    case .started(let gather):
      C(
        gather: gather, console: console, clock: clock, gatherService: store,
        playerService: players, resultService: store, snapshotService: snapshots,
        delegate: delegate)
    case .resuming(let snapshot):
      C(
        resuming: snapshot, console: console, clock: clock, gatherService: store,
        playerService: players, resultService: store, snapshotService: snapshots,
        delegate: delegate)
    }
  }
}

/// The match screen's controller in MVC, MVVM and MVP: the same two initialisers, each
/// with its own module's delegate protocol.
@MainActor
protocol GatherController: Screen {
  associatedtype Delegate
  init(
    gather: Gather, console: Console, clock: any Clock<Duration>,
    gatherService: any GatherService, playerService: any PlayerService,
    resultService: any MatchResultService, snapshotService: any MatchSnapshotService,
    delegate: Delegate)
  init(
    resuming snapshot: MatchSnapshot, console: Console, clock: any Clock<Duration>,
    gatherService: any GatherService, playerService: any PlayerService,
    resultService: any MatchResultService, snapshotService: any MatchSnapshotService,
    delegate: Delegate)
}

extension MVCGather.GatherViewController: GatherController {}
extension MVVMGather.GatherViewController: GatherController {}
extension MVPGather.GatherViewController: GatherController {}
