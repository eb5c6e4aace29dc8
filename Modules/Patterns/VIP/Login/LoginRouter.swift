import Domain

/// Where the login scene hands the user over once they are in: the app's next screen.
@MainActor
public protocol LoginRouterDelegate: AnyObject {
  func routeToPlayerList(for session: AuthSession) async
}

/// The login scene's routing in VIP: the view asks it to leave with what the next screen
/// needs (the session, handed down the cycle as the original hands its models).
@MainActor
final class LoginRouter: LoginRoutingLogic {
  private weak var delegate: (any LoginRouterDelegate)?

  init(delegate: any LoginRouterDelegate) {
    self.delegate = delegate
  }

  func showPlayerList(for session: AuthSession) async {
    await delegate?.routeToPlayerList(for: session)
  }
}
