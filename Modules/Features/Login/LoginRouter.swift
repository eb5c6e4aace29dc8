import Domain

/// What the Login module asks of its parent: the composition root implements it.
@MainActor
public protocol LoginListener: AnyObject {
  /// The user logged in (or registered and was logged in).
  func loginDidSucceed(with session: AuthSession) async
}

/// Turns the presenter's navigation requests into calls on the listener.
@MainActor
final class LoginRouter: LoginRouting {
  private weak var listener: (any LoginListener)?

  init(listener: any LoginListener) {
    self.listener = listener
  }

  func showPlayerList(for session: AuthSession) async {
    await listener?.loginDidSucceed(with: session)
  }
}
