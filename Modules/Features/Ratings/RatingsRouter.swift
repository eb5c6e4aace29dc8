/// What the Ratings module asks of its parent: the composition root implements it.
@MainActor
public protocol RatingsListener: AnyObject {
  /// The user is done with the ratings (`back`).
  func ratingsDidClose() async
}

/// Turns the presenter's navigation requests into calls on the listener.
@MainActor
final class RatingsRouter: RatingsRouting {
  private weak var listener: (any RatingsListener)?

  init(listener: any RatingsListener) {
    self.listener = listener
  }

  func close() async {
    await listener?.ratingsDidClose()
  }
}
