import BehaviourCatalogue
import Domain
import Foundation
import Testing

@testable import LoginFeature

@MainActor
struct LoginPresenterTests {
  let view = SpyLoginView()
  let interactor = StubLoginInteractor()
  let router = RecordingLoginRouter()
  let session = AuthSession(user: User(id: UUID(), username: "alice"))

  var presenter: LoginPresenter {
    LoginPresenter(
      backendLabel: "local database", view: view, interactor: interactor, router: router)
  }

  @Test(.tags(.loginRemembersTheUsername))
  func appearingShowsTheRememberedUsernameAndTheRememberMeSetting() async {
    view.expect(.display)
    interactor.expect(.loadPreferences)
    interactor.preferences = LoginPreferences(rememberMe: true, rememberedUsername: "alice")
    await presenter.viewDidAppear()
    #expect(
      view.outputs == [
        .display(
          LoginViewModel(
            title: "Football Gather: log in (local database)", rememberedUsername: "alice",
            rememberMeLine: "Remember me: on"))
      ])
  }

  @Test(.tags(.loginRightPasswordHandsOver))
  func aSuccessfulLoginGreetsAndRoutesToThePlayerList() async {
    view.expect(.display, .displayMessage)
    interactor.expect(.loadPreferences, .logIn)
    router.expect(.enter)
    interactor.result = .success(session)
    let presenter = self.presenter
    await presenter.viewDidAppear()
    await presenter.didSubmitLogin(username: "alice", password: "secret")
    #expect(view.outputs.last == .message("Welcome back, alice!"))
    #expect(router.sessions == [session])
    #expect(interactor.requests == ["logIn alice remember=true"])
  }

  @Test(.tags(.loginWrongPasswordStays))
  func wrongCredentialsStayOnTheScreenWithOneError() async {
    view.expect(.displayError)
    interactor.expect(.logIn)
    interactor.result = .failure(.invalidCredentials)
    await presenter.didSubmitLogin(username: "alice", password: "nope")
    #expect(view.outputs == [.error("wrong username or password")])
    #expect(router.sessions.isEmpty)
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn))
  func registeringAsksForThePasswordTwiceThenLogsInWithTheNewAccount() async {
    view.expect(.askSecret, .displayMessage)
    interactor.expect(.checkUsernameIsFree, .register)
    router.expect(.enter)
    interactor.result = .success(session)
    view.secrets = [.typed("password1"), .typed("password1")]
    await presenter.didRequestRegistration(username: "alice")
    #expect(
      view.outputs == [
        .secret("Password (at least 8 characters): "), .secret("Repeat password: "),
        .message("Registered alice. Welcome!"),
      ])
    #expect(router.sessions == [session])
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn))
  func aBlankUsernameIsRefusedBeforeAnyPasswordIsAskedFor() async {
    view.expect(.displayError)
    view.secrets = [.typed("never read")]
    await presenter.didRequestRegistration(username: "  ")
    #expect(view.outputs == [.error("the username cannot be empty; type one")])
    #expect(view.secrets == [.typed("never read")])
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn))
  func aTakenUsernameIsRefusedBeforeAnyPasswordIsAskedFor() async {
    view.expect(.displayError)
    interactor.expect(.checkUsernameIsFree)
    interactor.usernameCheck = .usernameTaken("alice")
    view.secrets = [.typed("never read")]
    await presenter.didRequestRegistration(username: " alice ")
    #expect(view.outputs == [.error("the username 'alice' is taken; choose another one")])
    #expect(interactor.requests == ["checkUsernameIsFree alice"])
  }

  /// alice asks to register and types `secrets` at the password prompts; the test expects
  /// the view to show `shown`, and the interactor to be asked whether the name is free.
  func registerAlice(typing secrets: [SecretReply], shown: SpyLoginView.Method...) async {
    view.expected.expect(shown)
    interactor.expect(.checkUsernameIsFree)
    view.secrets = secrets
    await presenter.didRequestRegistration(username: "alice")
  }

  @Test func aUsernameThatCannotBeCheckedIsOneErrorAndNoPasswordQuestion() async {
    interactor.usernameCheck = .network("could not reach the server")
    await registerAlice(typing: [.typed("never read")], shown: .displayError)
    #expect(
      view.outputs == [.error(FootballGatherError.network("could not reach the server").message)])
    #expect(view.secrets == [.typed("never read")])
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn))
  func aRepeatThatDiffersCreatesNoAccountAndSaysHowToStartAgain() async {
    await registerAlice(
      typing: [.typed("password1"), .typed("password2")], shown: .askSecret, .displayError)
    #expect(
      view.outputs == [
        .secret("Password (at least 8 characters): "), .secret("Repeat password: "),
        .error("the passwords do not match; type register to try again"),
      ])
    #expect(interactor.requests == ["checkUsernameIsFree alice"])
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn))
  func aShortPasswordIsAskedForAgainBeforeTheRepeat() async {
    await registerAlice(
      typing: [.typed("short"), .typed(""), .typed("password1")], shown: .askSecret,
      .displayError)
    #expect(
      view.outputs == [
        .secret("Password (at least 8 characters): "),
        .error("the password needs at least 8 characters; type a longer one"),
        .secret("Password (at least 8 characters): "),
        .error("the password needs at least 8 characters; type a longer one"),
        .secret("Password (at least 8 characters): "), .secret("Repeat password: "),
      ])
    #expect(interactor.requests == ["checkUsernameIsFree alice"])
  }

  @Test(.tags(.loginEndOfInputCreatesNoAccount))
  func theEndOfInputAtAPasswordRegistersNothing() async {
    await registerAlice(typing: [.typed("password1")], shown: .askSecret)
    #expect(interactor.requests == ["checkUsernameIsFree alice"])
    #expect(router.sessions.isEmpty)
  }

  @Test func controlCAtAPasswordAsksAndNoGoesOnWithTheSameQuestion() async {
    view.expect(.askSecret, .askToDiscard, .displayMessage)
    interactor.expect(.checkUsernameIsFree, .register)
    router.expect(.enter)
    interactor.result = .success(session)
    view.secrets = [.typed("password1"), .interrupted, .typed("password1")]
    view.answers = [false]
    await presenter.didRequestRegistration(username: "alice")
    #expect(
      view.outputs == [
        .secret("Password (at least 8 characters): "), .secret("Repeat password: "),
        .confirmation("Discard the registration of 'alice'?"), .secret("Repeat password: "),
        .message("Registered alice. Welcome!"),
      ])
    #expect(router.sessions == [session])
  }

  @Test func controlCAtAPasswordAndYesCreatesNoAccount() async {
    view.expect(.askSecret, .askToDiscard, .displayMessage)
    interactor.expect(.checkUsernameIsFree)
    view.secrets = [.interrupted, .typed("never read")]
    view.answers = [true]
    await presenter.didRequestRegistration(username: " alice ")
    #expect(
      view.outputs == [
        .secret("Password (at least 8 characters): "),
        .confirmation("Discard the registration of 'alice'?"), .message("No account was created."),
      ])
    #expect(interactor.requests == ["checkUsernameIsFree alice"])
  }

  @Test(.tags(.loginEndOfInputCreatesNoAccount))
  func controlCThenTheEndOfInputKeepsAskingNothingAndCreatesNothing() async {
    await registerAlice(typing: [.interrupted], shown: .askSecret, .askToDiscard)
    #expect(
      view.outputs == [
        .secret("Password (at least 8 characters): "),
        .confirmation("Discard the registration of 'alice'?"),
        .secret("Password (at least 8 characters): "),
      ])
    #expect(interactor.requests == ["checkUsernameIsFree alice"])
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn))
  func aUsernameTakenWhileThePasswordsWereTypedIsExplained() async {
    view.expect(.askSecret, .displayError)
    interactor.expect(.checkUsernameIsFree, .register)
    interactor.result = .failure(.usernameTaken("alice"))
    view.secrets = [.typed("password1"), .typed("password1")]
    await presenter.didRequestRegistration(username: "alice")
    #expect(view.outputs.last == .error("the username 'alice' is taken; choose another one"))
  }

  @Test(.tags(.loginRemembersTheUsername))
  func turningRememberMeOffIsConfirmedAndUsedForTheNextLogin() async {
    view.expect(.display, .displayMessage)
    interactor.expect(.loadPreferences, .setRememberMe, .logIn)
    router.expect(.enter)
    interactor.result = .success(session)
    let presenter = self.presenter
    await presenter.viewDidAppear()
    await presenter.didChangeRememberMe(false)
    await presenter.didSubmitLogin(username: "alice", password: "pw")
    #expect(view.outputs.dropFirst().first == .message("Remember me: off"))
    #expect(interactor.requests == ["setRememberMe false", "logIn alice remember=false"])
  }
}
