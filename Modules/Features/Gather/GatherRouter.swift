import Domain

/// The Gather module's ways out, each named after what the user wants. The flow that owns
/// the module implements it, building and showing the next module; a Router never shows a
/// screen itself.
@MainActor
public protocol GatherRouter: AnyObject {
  /// The user ended the match and its result, `gather`, was saved: they are done with it.
  func finishMatch(_ gather: Gather) async
  /// The user left the match unfinished (it stays saved) or discarded it.
  func leaveMatch() async
}
