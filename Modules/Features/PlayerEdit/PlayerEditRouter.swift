import Domain

/// The PlayerEdit module's ways out, each named after what the user wants. The flow that
/// owns the module implements it, building and showing the next module; a Router never
/// shows a screen itself.
@MainActor
public protocol PlayerEditRouter: AnyObject {
  /// The user saved `player` with its new value and is done editing; screens that show
  /// it should show `player`.
  func finishEditing(_ player: Player) async
}
