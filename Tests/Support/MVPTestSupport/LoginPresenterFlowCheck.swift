import Domain
import TestSupport
import Testing

/// MVP's login presenter with the strict mock view, for what `LoginPresenterCheck` leaves
/// out: registering's second chances and ways out, the saved session, logging out, and the
/// services failing. (`^C` in `secrets` is Ctrl-C at the password prompt.) Written once;
/// MVPLoginTests and MVPCLoginTests run each check as a test of its own (its name and its
/// behaviour tags), against their own pattern's presenter.
public enum LoginPresenterFlowCheck: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case aShortPasswordIsAskedForAgainKeepingTheName
  case aRepeatThatDiffersCreatesNoAccount
  case ctrlCAtThePasswordAsksAndDiscardsTheRegistration
  case ctrlCAnsweredKeepAsksForThePasswordAgain
  case theEndOfInputAtEitherPasswordCreatesNoAccount
  case aBlankNameIsRefusedBeforeAnyPassword
  case aSavedSessionLogsInWithoutAPassword
  case loggingOutEndsTheSessionAndSaysSo
  case rememberOffForgetsTheNameAtTheNextLogin
  case aStorageFailureIsOneErrorAndChangesNothing

  public var testDescription: String { rawValue }

  /// Runs the check on the presenters `makePresenter` (the pattern's initialiser) makes
  /// over the mock view, an account service that knows alice (password `pw`, remembered)
  /// and keeps her preferences, a kept session (none unless the check says), and the
  /// backend label "test".
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
    func presenter(saved: FixedSavedSession = FixedSavedSession()) -> any MVPLoginPresenting {
      makePresenter(view, auth, auth, saved, "test")
    }
    switch self {
    case .aShortPasswordIsAskedForAgainKeepingTheName:
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
    case .aRepeatThatDiffersCreatesNoAccount:
      view.expect(.askSecret, .handleError)
      view.secrets = ["password1", "password2"]
      await presenter().performRegister(username: "bob")
      #expect(view.calls.last == .error("the passwords do not match; type register to try again"))
      #expect(auth.usernames == ["alice"])
    case .ctrlCAtThePasswordAsksAndDiscardsTheRegistration:
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
    case .ctrlCAnsweredKeepAsksForThePasswordAgain:
      view.expect(.askSecret, .askToDiscard, .showMessage, .handleLoginSuccessful)
      view.secrets = ["^C", "password1", "^C", "password1"]
      await presenter().performRegister(username: "bob")
      #expect(view.calls.filter { if case .question = $0 { true } else { false } }.count == 2)
      #expect(view.calls.suffix(2) == [.message("Registered bob. Welcome!"), .loggedIn("bob")])
      #expect(auth.usernames == ["alice", "bob"])
    case .theEndOfInputAtEitherPasswordCreatesNoAccount:
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
    case .aBlankNameIsRefusedBeforeAnyPassword:
      view.expect(.handleError)
      await presenter().performRegister(username: "  ")
      #expect(view.calls == [.error("the username cannot be empty; type one")])
    case .aSavedSessionLogsInWithoutAPassword:
      view.expect(.showMessage, .handleLoginSuccessful)
      #expect(await presenter(saved: FixedSavedSession(username: "alice")).restoreSavedSession())
      #expect(await presenter().restoreSavedSession() == false)
      #expect(
        view.calls == [
          .message("Logged in as alice (saved session; type logout to end it)."),
          .loggedIn("alice"),
        ])
    case .loggingOutEndsTheSessionAndSaysSo:
      view.expect(.showMessage)
      let session = AuthSession(user: User(id: User.ID(), username: "alice"))
      await presenter().logOut(session)
      #expect(view.calls == [.message("Logged out.")])
      #expect(auth.loggedOutSessions == [session])
    case .rememberOffForgetsTheNameAtTheNextLogin:
      view.expect(.setupView, .showMessage, .handleLoginSuccessful)
      let presenter = presenter()
      await presenter.viewDidAppear()
      await presenter.setRememberMe(false)
      await presenter.performLogin(username: "alice", password: "pw")
      #expect(auth.preferences == LoginPreferences(rememberMe: false, rememberedUsername: nil))
      #expect(presenter.preferences.rememberedUsername == nil)
    case .aStorageFailureIsOneErrorAndChangesNothing:
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
}
