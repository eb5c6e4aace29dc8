import Domain

/// The PlayerAdd module's ways out, each named after what the user wants. The flow that
/// owns the module implements it, building and showing the next module; a Router never
/// shows a screen itself.
@MainActor
public protocol PlayerAddRouter: AnyObject {
  /// The user added `player` and is done adding; the roster should show it.
  func finishAdding(_ player: Player) async
}
