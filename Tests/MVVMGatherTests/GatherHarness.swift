import Domain
import GatherScreenTestSupport
import LineUI
import TestSupport

@testable import MVVMGather

/// A match screen driven as the screen stack drives it, over a scripted console, the
/// in-memory services and a test clock: GatherScreenTestSupport's harness (written once for
/// MVC and MVVM) over MVVM's screen.
typealias GatherHarness = GatherScreenHarness<MVVMGatherScreen>

/// MVVM's match screen with the recording delegate, as the shared harness makes it.
enum MVVMGatherScreen: GatherScreenMaker {
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

  static func match(of controller: GatherViewController) -> Match { controller.viewModel.match }
}

/// Records what the view tells the screen below it.
@MainActor
final class RecordingDelegate: GatherViewControllerDelegate {
  private(set) var events: [String] = []

  func gatherViewController(didEnd gather: Gather) async {
    events.append("ended \(gather.score.map { "\($0)" } ?? "-")")
  }

  func gatherViewControllerDidLeave() async { events.append("left") }
}
