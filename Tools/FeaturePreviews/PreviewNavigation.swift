import LineUI
import MVCPlayerDetail
import MVPCPlayerDetail
import MVPPlayerDetail
import MVVMPlayerDetail
import VIPPlayerDetail

/// The preview's screen stack as a variant navigates it: a variant's detail screen pushes
/// its edit screen onto it and the edit screen pops itself.
@MainActor
public final class PreviewNavigation: MVCPlayerDetail.ScreenNavigating,
  MVVMPlayerDetail.ScreenNavigating, MVPPlayerDetail.ScreenNavigating,
  MVPCPlayerDetail.ScreenNavigating, VIPPlayerDetail.ScreenNavigating
{
  private let stack: ScreenStack

  public init(stack: ScreenStack) {
    self.stack = stack
  }

  public func push(_ screen: any Screen) async { await stack.push(screen) }
  public func pop() async { await stack.pop() }
}
