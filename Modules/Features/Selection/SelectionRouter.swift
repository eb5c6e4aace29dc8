import Domain

/// The Selection module's ways out, each named after what the user wants. The flow that
/// owns the module implements it, building and showing the next module; a Router never
/// shows a screen itself.
@MainActor
public protocol SelectionRouter: AnyObject {
  /// The user picked the players for a gather (at least two) and confirmed them: they
  /// want teams made from `players`.
  func makeTeams(from players: [Player]) async
  /// The user cancelled (`cancel`, `back`); the selection is dropped.
  func cancel() async
}
