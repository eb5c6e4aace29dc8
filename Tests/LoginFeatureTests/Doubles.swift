import Domain
import TestDoubles
import Testing

@testable import LoginFeature

/// Records everything the presenter shows, in order (TestDoubles' `RecordingView`), and
/// answers each password prompt from `secrets`.
final class SpyLoginView: RecordingView<LoginViewModel>, LoginDisplaying {
  /// What the user does at each password prompt, in order; the end of input once they
  /// run out.
  var secrets: [SecretReply] = []

  func askSecret(_ prompt: String) async -> SecretReply {
    record(.askSecret, .secret(prompt))
    return secrets.isEmpty ? .endOfInput : secrets.removeFirst()
  }
}

/// Answers with fixed results and records what it was asked. Strict: a call the test
/// does not expect fails it.
final class StubLoginInteractor: LoginInteracting, LockedStub, StrictDouble {
  enum Method: Hashable, Sendable {
    case loadPreferences, logIn, checkUsernameIsFree, register, setRememberMe
    case restoredSession, logOut
  }

  struct State {
    var preferences = LoginPreferences()
    /// What logging in and registering answer; a call before the test set it fails the test.
    var result: Result<AuthSession, FootballGatherError>?
    /// What checking the username throws; `nil`: the username is free.
    var usernameCheck: FootballGatherError?
    /// The session kept from an earlier run; `nil`: none.
    var savedSession: AuthSession?
    var requests: [String] = []
  }

  let expected = ExpectedCalls<Method>(of: "StubLoginInteractor")
  let state = LockedState(State())

  func restoredSession() async -> AuthSession? {
    expected.check(.restoredSession)
    return self.savedSession
  }

  func logOut(_ session: AuthSession) async {
    expected.check(.logOut)
    state.withLock { $0.requests.append("logOut \(session.user.username)") }
  }

  func loadPreferences() async -> LoginPreferences {
    expected.check(.loadPreferences)
    return self.preferences
  }

  func logIn(_ form: LoginForm, rememberMe: Bool) async throws(FootballGatherError) -> AuthSession {
    expected.check(.logIn)
    return try answer("logIn \(form.username) remember=\(rememberMe)")
  }

  func checkUsernameIsFree(_ username: String) async throws(FootballGatherError) {
    expected.check(.checkUsernameIsFree)
    let failure = state.withLock { state in
      state.requests.append("checkUsernameIsFree \(username)")
      return state.usernameCheck
    }
    if let failure { throw failure }
  }

  func register(_ form: LoginForm, rememberMe: Bool) async throws(FootballGatherError)
    -> AuthSession
  {
    expected.check(.register)
    return try answer("register \(form.username) remember=\(rememberMe)")
  }

  func setRememberMe(_ rememberMe: Bool) async throws(FootballGatherError) {
    expected.check(.setRememberMe)
    state.withLock { state in
      state.requests.append("setRememberMe \(rememberMe)")
      state.preferences.rememberMe = rememberMe
    }
  }

  private func answer(_ request: String) throws(FootballGatherError) -> AuthSession {
    let result = state.withLock { state in
      state.requests.append(request)
      return state.result
    }
    guard let result else {
      Issue.record("unexpected call: \(request) (the test set no result)")
      throw .storage("unexpected call")
    }
    return try result.get()
  }
}

/// Records each intent the presenter sent its Router, in order (TestDoubles'
/// `RecordingDouble`). Strict.
final class RecordingLoginRouter: RecordingDouble<RecordingLoginRouter.Method, AuthSession>,
  LoginRouter
{
  enum Method: Hashable, Sendable { case enter }

  var sessions: [AuthSession] { calls }

  func enter(as session: AuthSession) async { record(.enter, session) }
}

/// Records every event the view reports (TestDoubles' `RecordingPresenter`).
final class SpyLoginPresenter: RecordingPresenter<SpyLoginPresenter.Method>, LoginPresenting {
  enum Method: AppearingEvents {
    case viewDidAppear, didChangeRememberMe, didSubmitLogin, didRequestRegistration
  }

  func didSubmitLogin(username: String, password: String) async {
    record(.didSubmitLogin, "login \(username)/\(password)")
  }
  func didRequestRegistration(username: String) async {
    record(.didRequestRegistration, "register \(username)")
  }
  func didChangeRememberMe(_ rememberMe: Bool) async {
    record(.didChangeRememberMe, "remember \(rememberMe)")
  }
}
