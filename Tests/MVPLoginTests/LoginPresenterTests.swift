import Domain
import TestSupport
import Testing

@testable import MVPLogin

/// MVP's unit tests: the presenter with a mock view, as the original's presenter tests.
@MainActor
struct LoginPresenterTests {
  let view = MockLoginView()
  let auth = FakeAuthService(
    accounts: [Credentials(username: "alice", password: "pw")],
    preferences: LoginPreferences(rememberMe: true, rememberedUsername: "alice"))

  var presenter: LoginPresenter {
    LoginPresenter(
      view: view, authService: auth, preferencesService: auth, savedSessions: NoKeptSession(),
      backendLabel: "test")
  }

  @Test func appearingSetsUpTheViewWithTheRememberedName() async {
    view.expect(.setupView)
    await presenter.viewDidAppear()
    #expect(
      view.calls == [
        .setup(
          title: "Football Gather: log in (test)", rememberMe: "Remember me: on",
          rememberedUsername: "alice")
      ])
  }

  @Test func theRightPasswordGreetsThenTellsTheViewTheUserIsIn() async {
    view.expect(.showMessage, .handleLoginSuccessful)
    await presenter.performLogin(username: "alice", password: "pw")
    #expect(view.calls == [.message("Welcome back, alice!"), .loggedIn("alice")])
  }

  @Test func aWrongPasswordIsOneError() async {
    view.expect(.handleError)
    await presenter.performLogin(username: "alice", password: "nope")
    #expect(view.calls == [.error("wrong username or password")])
  }

  @Test func registeringAsksTheViewForThePasswordTwice() async {
    view.expect(.askSecret, .showMessage, .handleLoginSuccessful)
    view.secrets = [.typed("password1"), .typed("password1")]
    await presenter.performRegister(username: "bob")
    #expect(
      view.calls == [
        .secret("Password (at least 8 characters): "), .secret("Repeat password: "),
        .message("Registered bob. Welcome!"), .loggedIn("bob"),
      ])
    #expect(auth.usernames == ["alice", "bob"])
  }

  @Test func aTakenNameIsRefusedBeforeAnyPasswordIsAsked() async {
    view.expect(.handleError)
    await presenter.performRegister(username: "alice")
    #expect(view.calls == [.error("the username 'alice' is taken; choose another one")])
  }

  @Test func rememberOffIsShownAndSaved() async {
    view.expect(.showMessage)
    await presenter.setRememberMe(false)
    #expect(view.calls == [.message("Remember me: off")])
    #expect(auth.preferences.rememberMe == false)
  }
}
