import Domain

/// The ConfirmPlayers module's ways out, each named after what the user wants. The flow
/// that owns the module implements it, building and showing the next module; a Router
/// never shows a screen itself.
@MainActor
public protocol ConfirmPlayersRouter: AnyObject {
  /// The user started the gather with both teams: they want to play `gather`.
  func startMatch(_ gather: Gather) async
}
