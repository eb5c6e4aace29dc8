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

  @Test func appearingShowsTheRememberedUsernameAndTheRememberMeSetting() async {
    interactor.expect(.loadPreferences)
    interactor.preferences = LoginPreferences(rememberMe: true, rememberedUsername: "alice")
    await presenter.viewDidAppear()
    #expect(
      view.outputs == [
        .display(
          LoginViewModel(
            title: "Football Gather: log in (local database)", rememberedUsername: "alice",
            rememberMeLine: "Remember me: on",
            hint: "Commands: login [USERNAME], register, remember on|off, help, quit"))
      ])
  }

  @Test func aSuccessfulLoginGreetsAndRoutesToThePlayerList() async {
    interactor.expect(.loadPreferences, .logIn)
    router.expect(.showPlayerList)
    interactor.result = .success(session)
    let presenter = self.presenter
    await presenter.viewDidAppear()
    await presenter.didSubmitLogin(username: "alice", password: "secret")
    #expect(view.outputs.last == .message("Welcome back, alice!"))
    #expect(router.sessions == [session])
    #expect(interactor.requests == ["logIn alice remember=true"])
  }

  @Test func wrongCredentialsStayOnTheScreenWithOneError() async {
    interactor.expect(.logIn)
    interactor.result = .failure(.invalidCredentials)
    await presenter.didSubmitLogin(username: "alice", password: "nope")
    #expect(view.outputs == [.error("wrong username or password")])
    #expect(router.sessions.isEmpty)
  }

  @Test func registeringAsksForThePasswordTwiceThenLogsInWithTheNewAccount() async {
    interactor.expect(.register)
    router.expect(.showPlayerList)
    interactor.result = .success(session)
    view.secrets = ["password1", "password1"]
    await presenter.didRequestRegistration(username: "alice")
    #expect(
      view.outputs == [
        .secret("Password (at least 8 characters): "), .secret("Repeat password: "),
        .message("Registered alice. Welcome!"),
      ])
    #expect(router.sessions == [session])
  }

  @Test func aBlankUsernameIsRefusedBeforeAnyPasswordIsAskedFor() async {
    view.secrets = ["never read"]
    await presenter.didRequestRegistration(username: "  ")
    #expect(view.outputs == [.error("the username cannot be empty; type one")])
    #expect(view.secrets == ["never read"])
  }

  @Test func aShortPasswordIsRefusedBeforeTheRepeat() async {
    view.secrets = ["short", "short"]
    await presenter.didRequestRegistration(username: "alice")
    #expect(
      view.outputs == [
        .secret("Password (at least 8 characters): "),
        .error("the password needs at least 8 characters; type register to try again"),
      ])
    #expect(interactor.requests.isEmpty)
  }

  @Test func theEndOfInputAtAPasswordRegistersNothing() async {
    view.secrets = ["password1"]
    await presenter.didRequestRegistration(username: "alice")
    #expect(interactor.requests.isEmpty)
    #expect(router.sessions.isEmpty)
  }

  @Test func aTakenUsernameIsExplained() async {
    interactor.expect(.register)
    interactor.result = .failure(.usernameTaken("alice"))
    view.secrets = ["password1", "password1"]
    await presenter.didRequestRegistration(username: "alice")
    #expect(view.outputs.last == .error("the username 'alice' is taken; choose another one"))
  }

  @Test func turningRememberMeOffIsConfirmedAndUsedForTheNextLogin() async {
    interactor.expect(.loadPreferences, .setRememberMe, .logIn)
    router.expect(.showPlayerList)
    interactor.result = .success(session)
    let presenter = self.presenter
    await presenter.viewDidAppear()
    await presenter.didChangeRememberMe(false)
    await presenter.didSubmitLogin(username: "alice", password: "pw")
    #expect(view.outputs.dropFirst().first == .message("Remember me: off"))
    #expect(interactor.requests == ["setRememberMe false", "logIn alice remember=false"])
  }
}
