import Domain
import TestDoubles

@testable import MVPLogin

/// The presenter's view in a test: records what it is told, in order. Strict: a call the
/// test does not expect fails it.
@MainActor
final class MockLoginView: LoginViewProtocol, StrictDouble {
  enum Method: Hashable, Sendable {
    case setupView, showMessage, handleError, askSecret, askToDiscard, handleLoginSuccessful
  }

  enum Call: Equatable {
    case setup(title: String, rememberMe: String, rememberedUsername: String?)
    case message(String)
    case error(String)
    case secret(String)
    case question(String)
    case loggedIn(String)
  }

  let expected = ExpectedCalls<Method>(of: "MockLoginView")
  private(set) var calls: [Call] = []
  /// What the user types at each password prompt; the end of input once they run out.
  var secrets: [SecretReply] = []

  func setupView(title: String, rememberMe: String, hint: String, rememberedUsername: String?) {
    expected.check(.setupView)
    calls.append(
      .setup(title: title, rememberMe: rememberMe, rememberedUsername: rememberedUsername))
  }
  func showMessage(_ message: String) {
    expected.check(.showMessage)
    calls.append(.message(message))
  }
  func handleError(_ message: String) {
    expected.check(.handleError)
    calls.append(.error(message))
  }
  func askSecret(_ prompt: String) async -> SecretReply {
    expected.check(.askSecret)
    calls.append(.secret(prompt))
    return secrets.isEmpty ? .endOfInput : secrets.removeFirst()
  }
  func askToDiscard(_ question: String) async -> Bool {
    expected.check(.askToDiscard)
    calls.append(.question(question))
    return false
  }
  func handleLoginSuccessful(_ session: AuthSession) async {
    expected.check(.handleLoginSuccessful)
    calls.append(.loggedIn(session.user.username))
  }
}

struct NoKeptSession: SavedSessionStore {
  func restoredSession() async -> AuthSession? { nil }
}
