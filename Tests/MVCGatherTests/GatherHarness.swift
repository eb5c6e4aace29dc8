import Domain
import GatherScreenTestSupport
import LineUI
import TestSupport

@testable import MVCGather

/// A match screen driven as the screen stack drives it, over a scripted console, the
/// in-memory services and a test clock: GatherScreenTestSupport's harness (written once for
/// MVC and MVVM) over MVC's screen.
typealias GatherHarness = GatherScreenHarness<MVCGatherScreen>

/// MVC's match screen with the recording delegate, as the shared harness makes it.
enum MVCGatherScreen: GatherScreenMaker {
  static func recordingDelegate() -> RecordingDelegate { RecordingDelegate() }

  static func screen(
    gather: Gather, console: Console, services: MatchServices, roster: FakePlayerService,
    delegate: RecordingDelegate
  ) -> GatherViewController {
    GatherViewController(
      gather: gather, console: console, clock: services.clock, gatherService: services.gathers,
      playerService: roster, resultService: services.gathers, snapshotService: services.snapshots,
      delegate: delegate)
  }

  static func match(of controller: GatherViewController) -> Match { controller.match }
}
