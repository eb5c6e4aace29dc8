import Domain

/// The login presenter's view in a test (`MockMVPView`). Strict.
public final class MockLoginView: MockMVPView<MockLoginView.Method, MockLoginView.Call> {
  public enum Method: MVPViewMethods {
    case setupView, showMessage, handleError, askSecret, askToDiscard, handleLoginSuccessful
  }

  public enum Call: MVPViewCalls {
    case setup(title: String, rememberMe: String, rememberedUsername: String?)
    case message(String)
    case error(String)
    case secret(String)
    case question(String)
    case loggedIn(String)
  }

  /// What the user types at each password prompt; the end of input once they run out.
  public var secrets: [String] = []

  public func setupView(
    title: String, rememberMe: String, hint: String, rememberedUsername: String?
  ) {
    record(
      .setupView,
      .setup(title: title, rememberMe: rememberMe, rememberedUsername: rememberedUsername))
  }

  /// The password typed at `prompt`, or `nil` for the end of input. Each pattern's view
  /// protocol wraps it in its own reply type (`askSecret`).
  public func nextSecret(_ prompt: String) -> String? {
    record(.askSecret, .secret(prompt))
    return secrets.isEmpty ? nil : secrets.removeFirst()
  }

  public func handleLoginSuccessful(_ session: AuthSession) async {
    record(.handleLoginSuccessful, .loggedIn(session.user.username))
  }
}
