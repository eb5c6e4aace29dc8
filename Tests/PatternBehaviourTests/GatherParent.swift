import Domain
import GatherFeature
import LineUI
import MVVMGather

/// The screen below the match screen, as every variant sees it: it writes one line when
/// the match screen says the match is over, and takes the match screen off the stack.
@MainActor
final class GatherParent {
  private let console: Console
  private let stack: ScreenStack

  init(console: Console, stack: ScreenStack) {
    self.console = console
    self.stack = stack
  }

  func ended(_ gather: Gather) async {
    console.line("(parent: the gather ended \(gather.score.map { "\($0)" } ?? "without a score"))")
    await stack.pop()
  }

  func left() async {
    console.line("(parent: the match was left)")
    await stack.pop()
  }
}

extension GatherParent: GatherListener {
  func gatherDidEnd(_ gather: Gather) async { await ended(gather) }
  func gatherDidLeave() async { await left() }
}

extension GatherParent: MVVMGather.GatherViewControllerDelegate {
  func gatherViewController(didEnd gather: Gather) async { await ended(gather) }
  func gatherViewControllerDidLeave() async { await left() }
}
