import LineUI

/// The screen stack as the flows drive it: show a screen, leave screens. `ScreenStack`
/// conforms; a flow never reads what is on the stack, it keeps the screens it needs.
@MainActor
protocol ScreenNavigating: AnyObject {
  /// Replaces the whole stack with `screen`.
  func setRoot(_ screen: any Screen) async
  func push(_ screen: any Screen) async
  func pop() async
  /// Leaves every screen above `screen` and shows it again.
  func pop(to screen: any Screen) async
  func popToRoot() async
}
