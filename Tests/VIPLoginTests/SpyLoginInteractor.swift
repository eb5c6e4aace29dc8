import Domain

@testable import VIPLogin

/// The view controller's interactor in the tests: records each request it is sent, and
/// answers a registration step with the view model `replies` holds for it, as the
/// presenter would (the cycle's way back, without interactor or presenter).
@MainActor
final class SpyLoginInteractor: LoginBusinessLogic {
  private(set) var received: [String] = []
  weak var display: (any LoginDisplayLogic)?
  var replies: [String: LoginModels.Register.ViewModel] = [:]

  func loadCredentials(request: LoginModels.LoadCredentials.Request) async {
    received.append("load")
  }
  func login(request: LoginModels.Authenticate.Request) async {
    received.append("login \(request.username)/\(request.password)")
  }
  func checkUsername(request: LoginModels.CheckUsername.Request) async {
    await receive("username \(request.username)")
  }
  func checkPassword(request: LoginModels.CheckPassword.Request) async {
    await receive("password \(request.password)")
  }
  func register(request: LoginModels.Register.Request) async {
    await receive("repeat \(request.repeated)")
  }
  func cancelRegistration(request: LoginModels.CancelRegistration.Request) {
    received.append("cancel")
  }
  func setRememberMe(request: LoginModels.RememberMe.Request) async {
    received.append("remember \(request.isOn)")
  }
  func logOut(request: LoginModels.LogOut.Request) async { received.append("logout") }

  private func receive(_ request: String) async {
    received.append(request)
    if let reply = replies[request] { await display?.displayRegistration(viewModel: reply) }
  }
}

/// Records where the view controller sends the user.
@MainActor
final class SpyLoginRouter: LoginRoutingLogic {
  private(set) var sessions: [AuthSession] = []
  func showPlayerList(for session: AuthSession) async { sessions.append(session) }
}
