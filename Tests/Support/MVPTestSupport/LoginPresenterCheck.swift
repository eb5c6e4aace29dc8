import Domain
import TestSupport
import Testing

/// The login presenter's events, as MVP's and MVP-C's tests drive them.
@MainActor
public protocol MVPLoginPresenting: AnyObject {
  func viewDidAppear() async
  func performLogin(username: String, password: String) async
  func performRegister(username: String) async
  func setRememberMe(_ rememberMe: Bool) async
  func restoreSavedSession() async -> Bool
  func logOut(_ session: AuthSession) async
  var preferences: LoginPreferences { get }
}

/// MVP's login presenter tests, as the original's presenter tests: the presenter with a
/// mock view. Written once; MVPLoginTests and MVPCLoginTests run every check against their
/// own pattern's presenter.
public enum LoginPresenterCheck: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case appearingSetsUpTheViewWithTheRememberedName
  case theRightPasswordGreetsThenTellsTheViewTheUserIsIn
  case aWrongPasswordIsOneError
  case registeringAsksTheViewForThePasswordTwice
  case aTakenNameIsRefusedBeforeAnyPasswordIsAsked
  case rememberOffIsShownAndSaved

  public var testDescription: String { rawValue }

  /// Runs the check on the presenter `makePresenter` (the pattern's initialiser) makes
  /// over the mock view, an account service that knows alice (password `pw`, remembered)
  /// and keeps her preferences, no kept session, and the backend label "test".
  @MainActor
  public func run(
    _ makePresenter: (
      MockLoginView, FakeAuthService, FakeAuthService, FixedSavedSession, String
    ) -> any MVPLoginPresenting
  ) async {
    let view = MockLoginView()
    let auth = FakeAuthService(
      accounts: [Credentials(username: "alice", password: "pw")],
      preferences: LoginPreferences(rememberMe: true, rememberedUsername: "alice"))
    let presenter = makePresenter(view, auth, auth, FixedSavedSession(), "test")
    switch self {
    case .appearingSetsUpTheViewWithTheRememberedName:
      view.expect(.setupView)
      await presenter.viewDidAppear()
      #expect(
        view.calls == [
          .setup(
            title: "Football Gather: log in (test)", rememberMe: "Remember me: on",
            rememberedUsername: "alice")
        ])
    case .theRightPasswordGreetsThenTellsTheViewTheUserIsIn:
      view.expect(.showMessage, .handleLoginSuccessful)
      await presenter.performLogin(username: "alice", password: "pw")
      #expect(view.calls == [.message("Welcome back, alice!"), .loggedIn("alice")])
    case .aWrongPasswordIsOneError:
      view.expect(.handleError)
      await presenter.performLogin(username: "alice", password: "nope")
      #expect(view.calls == [.error("wrong username or password")])
    case .registeringAsksTheViewForThePasswordTwice:
      view.expect(.askSecret, .showMessage, .handleLoginSuccessful)
      view.secrets = ["password1", "password1"]
      await presenter.performRegister(username: "bob")
      #expect(
        view.calls == [
          .secret("Password (at least 8 characters): "), .secret("Repeat password: "),
          .message("Registered bob. Welcome!"), .loggedIn("bob"),
        ])
      #expect(auth.usernames == ["alice", "bob"])
    case .aTakenNameIsRefusedBeforeAnyPasswordIsAsked:
      view.expect(.handleError)
      await presenter.performRegister(username: "alice")
      #expect(view.calls == [.error("the username 'alice' is taken; choose another one")])
    case .rememberOffIsShownAndSaved:
      view.expect(.showMessage)
      await presenter.setRememberMe(false)
      #expect(view.calls == [.message("Remember me: off")])
      #expect(auth.preferences.rememberMe == false)
    }
  }
}
