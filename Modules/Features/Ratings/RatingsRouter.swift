/// The Ratings module's ways out, each named after what the user wants. The flow that owns
/// the module implements it, building and showing the next module; a Router never shows a
/// screen itself.
@MainActor
public protocol RatingsRouter: AnyObject {
  /// The user is done with the ratings (`back`).
  func close() async
}
