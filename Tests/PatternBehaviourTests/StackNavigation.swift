import LineUI
import MVCPlayerDetail
import MVPCPlayerDetail
import MVPPlayerDetail
import MVVMPlayerDetail
import VIPPlayerDetail

/// The screen stack as each variant navigates it (UIKit's navigation controller): the
/// five variants declare the same two calls, each in its own module.
@MainActor
final class StackNavigation: MVCPlayerDetail.ScreenNavigating,
  MVVMPlayerDetail.ScreenNavigating, MVPPlayerDetail.ScreenNavigating,
  MVPCPlayerDetail.ScreenNavigating, VIPPlayerDetail.ScreenNavigating
{
  private let stack: ScreenStack

  init(stack: ScreenStack) {
    self.stack = stack
  }

  func push(_ screen: any Screen) async { await stack.push(screen) }
  func pop() async { await stack.pop() }
}
