import BehaviourCatalogue
import Domain
import LineUI
import MVPTestSupport
import Testing

@testable import MVPCLogin

/// MVP-C's passive login view over a scripted console, with a recording presenter: each test
/// runs MVPTestSupport's `LoginViewCheck` of its name (written once for MVP and MVP-C) on
/// this pattern's view, with the doubles below.
@MainActor
struct LoginViewTests {
  @Test(.tags(.loginRightPasswordHandsOver)) func loginWithANameAsksOnlyForThePassword() async {
    await LoginViewCheck.loginWithANameAsksOnlyForThePassword.run(LoginViewTestFactory())
  }

  @Test(.tags(.loginRemembersTheUsername)) func returnAtTheUsernamePromptTakesTheRememberedName()
    async
  {
    await LoginViewCheck.returnAtTheUsernamePromptTakesTheRememberedName.run(LoginViewTestFactory())
  }

  @Test(.tags(.loginWrongPasswordStays)) func anEmptyUsernameGoesToThePresenterWithoutAPassword()
    async
  {
    await LoginViewCheck.anEmptyUsernameGoesToThePresenterWithoutAPassword.run(
      LoginViewTestFactory())
  }

  @Test(.tags(.loginEndOfInputCreatesNoAccount)) func theEndOfInputAtAPromptCallsNothing() async {
    await LoginViewCheck.theEndOfInputAtAPromptCallsNothing.run(LoginViewTestFactory())
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn, .loginRemembersTheUsername))
  func registerNeverOffersTheRememberedName() async {
    await LoginViewCheck.registerNeverOffersTheRememberedName.run(LoginViewTestFactory())
  }

  @Test(.tags(.loginRemembersTheUsername)) func rememberTakesOnOrOffAndNothingElse() async {
    await LoginViewCheck.rememberTakesOnOrOffAndNothingElse.run(LoginViewTestFactory())
  }

  @Test(.tags(.loginSaysWhatToType)) func anUnknownCommandIsOneErrorNamingTheCommands() async {
    await LoginViewCheck.anUnknownCommandIsOneErrorNamingTheCommands.run(LoginViewTestFactory())
  }

  @Test(.tags(.loginSaysWhatToType)) func setupShowsTitleRememberMeAndHint() async {
    await LoginViewCheck.setupShowsTitleRememberMeAndHint.run(LoginViewTestFactory())
  }

  @Test(.tags(.loginEndOfInputCreatesNoAccount))
  func aPasswordPromptTellsTypedFromTheEndOfInputAndFromCtrlC() async {
    await LoginViewCheck.aPasswordPromptTellsTypedFromTheEndOfInputAndFromCtrlC.run(
      LoginViewTestFactory())
  }

  @Test(.tags(.loginRightPasswordHandsOver)) func theUserBeingInIsPassedToTheDelegate() async {
    await LoginViewCheck.theUserBeingInIsPassedToTheDelegate.run(LoginViewTestFactory())
  }
}

/// MVP-C's login view with the recording presenter and delegate below, as the checks drive it.
@MainActor
private struct LoginViewTestFactory: LoginViewFactory {
  let presenter = RecordingLoginPresenter()
  var events: [String] { presenter.events }
  func handle(_ line: String, on view: LoginView) async {
    await view.handle(CommandInput(line), presenter: presenter)
  }
  func delegate(of view: LoginView) -> () -> [String] {
    let delegate = RecordingLoginViewDelegate()
    view.delegate = delegate
    return { delegate.usernames }
  }
}

extension LoginView: MVPLoginViewing {}
extension SecretReply: MVPSecretReply {}

/// The presenter the view reports to, in a test: each event as a word and what came with it.
@MainActor
final class RecordingLoginPresenter: LoginPresenterProtocol {
  private(set) var events: [String] = []

  func viewDidAppear() async { events.append("appear") }
  func performLogin(username: String, password: String) async {
    events.append("login \(username)/\(password)")
  }
  func performRegister(username: String) async { events.append("register \(username)") }
  func setRememberMe(_ rememberMe: Bool) async { events.append("remember \(rememberMe)") }
  func restoreSavedSession() async -> Bool {
    events.append("restore")
    return false
  }
  func logOut(_ session: AuthSession) async { events.append("logout \(session.user.username)") }
}

/// The view's delegate in a test: the users it was told are in.
@MainActor
final class RecordingLoginViewDelegate: LoginViewDelegate {
  private(set) var usernames: [String] = []
  func didLogin(_ session: AuthSession) async { usernames.append(session.user.username) }
}
