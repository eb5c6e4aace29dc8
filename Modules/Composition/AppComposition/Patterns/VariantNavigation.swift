import LineUI
import MVCPlayerDetail
import MVPCPlayerDetail
import MVPPlayerDetail
import MVVMPlayerDetail
import VIPPlayerDetail

/// The screen stack as the pattern variants navigate it: each variant declares the two
/// calls it makes (push a screen over its own, pop), as UIKit's view controllers use
/// their navigation controller; this forwards them to the flows' `ScreenNavigating`.
@MainActor
final class VariantNavigation: MVCPlayerDetail.ScreenNavigating,
  MVVMPlayerDetail.ScreenNavigating, MVPPlayerDetail.ScreenNavigating,
  MVPCPlayerDetail.ScreenNavigating, VIPPlayerDetail.ScreenNavigating
{
  private let stack: any ScreenNavigating

  init(stack: any ScreenNavigating) {
    self.stack = stack
  }

  func push(_ screen: any Screen) async { await stack.push(screen) }
  func pop() async { await stack.pop() }
}
