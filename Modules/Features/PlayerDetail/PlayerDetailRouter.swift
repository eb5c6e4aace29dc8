import Domain

/// The PlayerDetail module's ways out, each named after what the user wants. The flow that
/// owns the module implements it, building and showing the next module; a Router never
/// shows a screen itself.
@MainActor
public protocol PlayerDetailRouter: AnyObject {
  /// The user wants to change `field` of `player`.
  func edit(_ field: PlayerField, of player: Player) async
}
