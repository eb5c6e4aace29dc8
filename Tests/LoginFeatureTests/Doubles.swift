import Domain

@testable import LoginFeature

/// Records everything the presenter shows, in order.
@MainActor
final class SpyLoginView: LoginDisplaying {
  enum Output: Equatable {
    case display(LoginViewModel)
    case message(String)
    case error(String)
    case secret(String)
  }

  private(set) var outputs: [Output] = []
  /// What the user types at each password prompt, in order; `nil` once they run out
  /// (the end of input).
  var secrets: [String] = []

  func display(_ viewModel: LoginViewModel) { outputs.append(.display(viewModel)) }
  func displayMessage(_ message: String) { outputs.append(.message(message)) }
  func displayError(_ message: String) { outputs.append(.error(message)) }
  func askSecret(_ prompt: String) async -> String? {
    outputs.append(.secret(prompt))
    return secrets.isEmpty ? nil : secrets.removeFirst()
  }
}

/// Answers with fixed results and records what it was asked.
final class StubLoginInteractor: LoginInteracting, @unchecked Sendable {
  var preferences = LoginPreferences()
  var result: Result<AuthSession, FootballGatherError> = .failure(.invalidCredentials)
  private(set) var requests: [String] = []

  func loadPreferences() async -> LoginPreferences { preferences }

  func logIn(_ form: LoginForm, rememberMe: Bool) async throws(FootballGatherError) -> AuthSession {
    requests.append("logIn \(form.username) remember=\(rememberMe)")
    return try result.get()
  }

  func register(_ form: LoginForm, rememberMe: Bool) async throws(FootballGatherError)
    -> AuthSession
  {
    requests.append("register \(form.username) remember=\(rememberMe)")
    return try result.get()
  }

  func setRememberMe(_ rememberMe: Bool) async throws(FootballGatherError) {
    requests.append("setRememberMe \(rememberMe)")
    preferences.rememberMe = rememberMe
  }
}

/// Records where the presenter asked to go.
@MainActor
final class RecordingLoginRouter: LoginRouting {
  private(set) var sessions: [AuthSession] = []

  func showPlayerList(for session: AuthSession) async { sessions.append(session) }
}

/// Records every event the view reports.
@MainActor
final class SpyLoginPresenter: LoginPresenting {
  private(set) var events: [String] = []

  func viewDidAppear() async { events.append("viewDidAppear") }
  func didSubmitLogin(username: String, password: String) async {
    events.append("login \(username)/\(password)")
  }
  func didRequestRegistration(username: String) async {
    events.append("register \(username)")
  }
  func didChangeRememberMe(_ rememberMe: Bool) async { events.append("remember \(rememberMe)") }
}
