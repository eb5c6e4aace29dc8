import BehaviourCatalogue
import Domain
import MVPTestSupport
import TestSupport
import Testing

@testable import MVPCLogin

/// MVP-C's login presenter with the strict mock view, for what the shared checks leave out:
/// registering's second chances and ways out, the saved session, logging out, and the
/// services failing. (`^C` in `secrets` is Ctrl-C at the password prompt.)
@MainActor
struct LoginPresenterFlowTests {
  let view = MockLoginView()
  let auth = FakeAuthService(
    accounts: [Credentials(username: "alice", password: "pw")],
    preferences: LoginPreferences(rememberMe: true, rememberedUsername: "alice"))

  func presenter(saved: FixedSavedSession = FixedSavedSession()) -> LoginPresenter {
    LoginPresenter(
      view: view, authService: auth, preferencesService: auth, savedSessions: saved,
      backendLabel: "test")
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn)) func aShortPasswordIsAskedForAgainKeepingTheName()
    async
  {
    view.expect(.askSecret, .handleError, .showMessage, .handleLoginSuccessful)
    view.secrets = ["short", "password1", "password1"]
    await presenter().performRegister(username: "bob")
    #expect(
      view.calls == [
        .secret("Password (at least 8 characters): "),
        .error("the password needs at least 8 characters; type a longer one"),
        .secret("Password (at least 8 characters): "), .secret("Repeat password: "),
        .message("Registered bob. Welcome!"), .loggedIn("bob"),
      ])
    #expect(auth.usernames == ["alice", "bob"])
    #expect(auth.preferences.rememberedUsername == "bob")
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn)) func aRepeatThatDiffersCreatesNoAccount() async {
    view.expect(.askSecret, .handleError)
    view.secrets = ["password1", "password2"]
    await presenter().performRegister(username: "bob")
    #expect(view.calls.last == .error("the passwords do not match; type register to try again"))
    #expect(auth.usernames == ["alice"])
  }

  @Test(.tags(.loginEndOfInputCreatesNoAccount))
  func ctrlCAtThePasswordAsksAndDiscardsTheRegistration() async {
    view.expect(.askSecret, .askToDiscard, .showMessage)
    view.secrets = ["^C"]
    view.discards = true
    await presenter().performRegister(username: "bob")
    #expect(
      view.calls == [
        .secret("Password (at least 8 characters): "),
        .question("Discard the registration of 'bob'?"), .message("No account was created."),
      ])
    #expect(auth.usernames == ["alice"])
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn)) func ctrlCAnsweredKeepAsksForThePasswordAgain() async
  {
    view.expect(.askSecret, .askToDiscard, .showMessage, .handleLoginSuccessful)
    view.secrets = ["^C", "password1", "^C", "password1"]
    await presenter().performRegister(username: "bob")
    #expect(view.calls.filter { if case .question = $0 { true } else { false } }.count == 2)
    #expect(view.calls.suffix(2) == [.message("Registered bob. Welcome!"), .loggedIn("bob")])
    #expect(auth.usernames == ["alice", "bob"])
  }

  @Test(.tags(.loginEndOfInputCreatesNoAccount))
  func theEndOfInputAtEitherPasswordCreatesNoAccount() async {
    view.expect(.askSecret)
    await presenter().performRegister(username: "bob")
    view.secrets = ["password1"]
    await presenter().performRegister(username: "bob")
    #expect(
      view.calls == [
        .secret("Password (at least 8 characters): "),
        .secret("Password (at least 8 characters): "), .secret("Repeat password: "),
      ])
    #expect(auth.usernames == ["alice"])
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn)) func aBlankNameIsRefusedBeforeAnyPassword() async {
    view.expect(.handleError)
    await presenter().performRegister(username: "  ")
    #expect(view.calls == [.error("the username cannot be empty; type one")])
  }

  @Test(.tags(.loginKeptSessionGoesStraightIn)) func aSavedSessionLogsInWithoutAPassword() async {
    view.expect(.showMessage, .handleLoginSuccessful)
    #expect(await presenter(saved: FixedSavedSession(username: "alice")).restoreSavedSession())
    #expect(await presenter().restoreSavedSession() == false)
    #expect(
      view.calls == [
        .message("Logged in as alice (saved session; type logout to end it)."),
        .loggedIn("alice"),
      ])
  }

  @Test(.tags(.loginLoggingOutSaysSo)) func loggingOutEndsTheSessionAndSaysSo() async {
    view.expect(.showMessage)
    let session = AuthSession(user: User(id: User.ID(), username: "alice"))
    await presenter().logOut(session)
    #expect(view.calls == [.message("Logged out.")])
    #expect(auth.loggedOutSessions == [session])
  }

  @Test(.tags(.loginRemembersTheUsername)) func rememberOffForgetsTheNameAtTheNextLogin() async {
    view.expect(.setupView, .showMessage, .handleLoginSuccessful)
    let presenter = presenter()
    await presenter.viewDidAppear()
    await presenter.setRememberMe(false)
    await presenter.performLogin(username: "alice", password: "pw")
    #expect(auth.preferences == LoginPreferences(rememberMe: false, rememberedUsername: nil))
    #expect(presenter.preferences.rememberedUsername == nil)
  }

  @Test(.tags(.loginWrongPasswordStays)) func aStorageFailureIsOneErrorAndChangesNothing() async {
    view.expect(.setupView, .handleError)
    auth.setFailure(.storage("disk full"))
    let presenter = presenter()
    await presenter.viewDidAppear()
    await presenter.setRememberMe(false)
    await presenter.performLogin(username: "alice", password: "pw")
    #expect(
      view.calls == [
        .setup(
          title: "Football Gather: log in (test)", rememberMe: "Remember me: on",
          rememberedUsername: nil),
        .error("storage failed: disk full"), .error("storage failed: disk full"),
      ])
    auth.setFailure(nil)
    #expect(auth.preferences.rememberMe)
  }
}
