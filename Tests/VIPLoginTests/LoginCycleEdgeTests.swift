import BehaviourCatalogue
import Domain
import Foundation
import LineUI
import Synchronization
import TestSupport
import Testing

@testable import VIPLogin

/// VIP's login pieces alone for the rest of each use case: every response the presenter
/// words, the interactor's refusals and failures, and the view controller's password
/// questions (Ctrl-C, the end of input).
@MainActor
struct LoginPresenterResponseTests {
  let view = SpyLoginDisplay()
  var presenter: LoginPresenter { LoginPresenter(view: view, backendLabel: "test") }
  let session = AuthSession(user: User(id: UUID(), username: "bob"))

  @Test(.tags(.loginRegisterChecksThenLogsIn, .loginKeptSessionGoesStraightIn))
  func registeredAndRestoredSessionsAreGreetedDifferently() async {
    view.expect(.displayAuthentication)
    let presenter = self.presenter
    await presenter.presentAuthentication(response: .registered(session))
    await presenter.presentAuthentication(response: .restored(session))
    #expect(
      view.authentications == [
        .init(message: "Registered bob. Welcome!", session: session),
        .init(
          message: "Logged in as bob (saved session; type logout to end it).", session: session),
      ])
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn))
  func eachRegistrationStepBecomesTheNextQuestionOrAnError() async {
    view.expect(.displayRegistration)
    let presenter = self.presenter
    await presenter.presentRegistration(response: .usernameAccepted("bob"))
    await presenter.presentRegistration(response: .passwordTooShort("bob"))
    await presenter.presentRegistration(response: .passwordAccepted("bob"))
    await presenter.presentRegistration(response: .refused(.usernameTaken("alice")))
    #expect(
      view.registrations == [
        .askPassword(prompt: "Password (at least 8 characters): ", username: "bob"),
        .askPasswordAgain(
          error: "the password needs at least 8 characters; type a longer one",
          prompt: "Password (at least 8 characters): ", username: "bob"),
        .askRepeat(prompt: "Repeat password: ", username: "bob"),
        .error("the username 'alice' is taken; choose another one"),
      ])
  }

  @Test(.tags(.loginRemembersTheUsername, .loginLoggingOutSaysSo))
  func rememberMeAndLogOutAreOneLineEach() {
    view.expect(.displayRememberMe, .displayLogOut)
    let presenter = self.presenter
    presenter.presentRememberMe(response: .changed(true))
    presenter.presentRememberMe(response: .failed(.storage("disk full")))
    presenter.presentLogOut(response: .init())
    #expect(
      view.rememberMe == [
        .init(message: "Remember me: on"), .init(errorMessage: "storage failed: disk full"),
      ])
  }
}

@MainActor
struct LoginInteractorEdgeTests {
  let presenter = SpyLoginPresenter()
  let auth = FakeAuthService(
    accounts: [Credentials(username: "alice", password: "pw")],
    preferences: LoginPreferences(rememberMe: true, rememberedUsername: "alice"))

  func interactor(saved: FixedSavedSession = FixedSavedSession()) -> LoginInteractor {
    LoginInteractor(
      presenter: presenter, authService: auth, preferencesService: auth, savedSessions: saved)
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn)) func aTakenOrBlankNameIsRefusedAndNoPasswordIsTaken()
    async
  {
    presenter.expect(.presentRegistration)
    let interactor = interactor()
    await interactor.checkUsername(request: .init(username: "alice"))
    await interactor.checkUsername(request: .init(username: " "))
    await interactor.checkPassword(request: .init(password: "password1"))
    await interactor.register(request: .init(repeated: "password1"))
    guard presenter.registrations.count == 2,
      case .refused(.usernameTaken("alice")) = presenter.registrations[0],
      case .refused = presenter.registrations[1]
    else {
      Issue.record("unexpected responses: \(presenter.registrations)")
      return
    }
    #expect(auth.usernames == ["alice"])
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn, .loginEndOfInputCreatesNoAccount))
  func aRepeatThatDiffersOrACancelCreatesNoAccount() async {
    presenter.expect(.presentRegistration)
    let interactor = interactor()
    await interactor.checkUsername(request: .init(username: "bob"))
    await interactor.checkPassword(request: .init(password: "password1"))
    await interactor.register(request: .init(repeated: "password2"))
    await interactor.checkUsername(request: .init(username: "bob"))
    await interactor.checkPassword(request: .init(password: "password1"))
    interactor.cancelRegistration(request: .init())
    await interactor.register(request: .init(repeated: "password1"))
    guard case .passwordRefused(.repeatDiffers) = presenter.registrations[2] else {
      Issue.record("unexpected responses: \(presenter.registrations)")
      return
    }
    #expect(presenter.registrations.count == 5)
    #expect(auth.usernames == ["alice"])
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn))
  func aServiceFailureWhileRegisteringIsOneFailedAuthentication() async {
    presenter.expect(.presentRegistration, .presentAuthentication)
    let interactor = interactor()
    await interactor.checkUsername(request: .init(username: "bob"))
    await interactor.checkPassword(request: .init(password: "password1"))
    auth.setFailure(.storage("disk full"))
    await interactor.register(request: .init(repeated: "password1"))
    guard case .failed(.storage("disk full")) = presenter.authentications.first else {
      Issue.record("unexpected responses: \(presenter.authentications)")
      return
    }
  }

  @Test(.tags(.loginRemembersTheUsername)) func rememberMeIsSavedOrItsFailureAnswered() async {
    presenter.expect(.presentRememberMe, .presentAuthentication)
    let interactor = interactor()
    await interactor.setRememberMe(request: .init(isOn: false))
    #expect(auth.preferences == LoginPreferences(rememberMe: false, rememberedUsername: nil))
    await interactor.login(request: .init(username: "alice", password: "pw"))
    #expect(auth.preferences.rememberedUsername == nil)
    auth.setFailure(.storage("disk full"))
    await interactor.setRememberMe(request: .init(isOn: true))
    guard presenter.rememberMe.count == 2, case .changed(false) = presenter.rememberMe[0],
      case .failed = presenter.rememberMe[1]
    else {
      Issue.record("unexpected responses: \(presenter.rememberMe)")
      return
    }
  }

  @Test(.tags(.loginKeptSessionGoesStraightIn, .loginLoggingOutSaysSo))
  func aSavedSessionIsRestoredAndLoggedOut() async {
    presenter.expect(.presentAuthentication, .presentLogOut)
    let saved = FixedSavedSession(username: "alice")
    #expect(await interactor(saved: saved).restoreSavedSession())
    #expect(await interactor().restoreSavedSession() == false)
    await interactor().logOut(saved.session!)
    guard presenter.authentications.count == 1, case .restored = presenter.authentications[0]
    else {
      Issue.record("unexpected responses: \(presenter.authentications)")
      return
    }
    #expect(auth.loggedOutSessions == [saved.session!])
  }
}

@MainActor
struct LoginViewControllerPasswordTests {
  let interactor = SpyLoginInteractor()
  let router = SpyLoginRouter()

  @Test(.tags(.loginEndOfInputCreatesNoAccount))
  func ctrlCAtThePasswordAsksAndDiscardingCancelsTheRegistration() async {
    let controller = LoginViewController(
      console: Console(input: InterruptThenAnswer(["discard"]), output: RecordingOutput()),
      router: router)
    interactor.display = controller
    interactor.replies = ["username bob": .askPassword(prompt: "Password: ", username: "bob")]
    await controller.handle(CommandInput("register bob"), presenter: interactor)
    #expect(interactor.received == ["username bob", "cancel"])
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn)) func ctrlCAnsweredKeepAsksForThePasswordAgain() async
  {
    let controller = LoginViewController(
      console: Console(
        input: InterruptThenAnswer(["keep", "password1"]), output: RecordingOutput()),
      router: router)
    interactor.display = controller
    interactor.replies = [
      "username bob": .askPasswordAgain(error: "too short", prompt: "Password: ", username: "bob")
    ]
    await controller.handle(CommandInput("register bob"), presenter: interactor)
    #expect(interactor.received == ["username bob", "password password1"])
  }

  @Test(.tags(.loginEndOfInputCreatesNoAccount))
  func theEndOfInputAtTheRepeatCancelsTheRegistration() async {
    let (console, _, _) = Console.scripted(["password1"])
    let controller = LoginViewController(console: console, router: router)
    interactor.display = controller
    interactor.replies = [
      "username bob": .askPassword(prompt: "Password: ", username: "bob"),
      "password password1": .askRepeat(prompt: "Repeat: ", username: "bob"),
    ]
    await controller.handle(CommandInput("register bob"), presenter: interactor)
    await controller.handle(CommandInput("login alice"), presenter: interactor)
    #expect(interactor.received == ["username bob", "password password1", "cancel"])
  }
}

/// Input where the first secret prompt is interrupted (Ctrl-C), then `answers` are typed.
final class InterruptThenAnswer: LineSource {
  private let state: Mutex<(interrupted: Bool, answers: [String])>
  init(_ answers: [String]) { state = Mutex((false, answers)) }
  var isTerminal: Bool { false }
  func nextLine(secret: Bool) async -> String? {
    state.withLock { $0.answers.isEmpty ? nil : $0.answers.removeFirst() }
  }
  func readReply(_ request: LineRequest, showingPromptOn output: any TextSink) async -> LineReply {
    let interrupt = state.withLock { state in
      defer { state.interrupted = state.interrupted || request.secret }
      return request.secret && !state.interrupted
    }
    if interrupt { return .interrupted }
    return await nextLine(secret: request.secret).map(LineReply.line) ?? .endOfInput
  }
}
