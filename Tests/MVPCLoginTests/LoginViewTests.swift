import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import MVPCLogin

/// MVP-C's passive login view over a scripted console, with a recording presenter: each
/// command becomes one presenter call with what the user typed, and the view writes
/// exactly what the presenter tells it.
@MainActor
struct LoginViewTests {
  let presenter = RecordingLoginPresenter()

  func view(_ lines: [String] = []) -> (LoginView, RecordingOutput) {
    let (console, _, output) = Console.scripted(lines)
    return (LoginView(console: console), output)
  }

  @Test(.tags(.loginRightPasswordHandsOver)) func loginWithANameAsksOnlyForThePassword() async {
    let (view, output) = view(["pw"])
    await view.handle(CommandInput("login alice"), presenter: presenter)
    #expect(presenter.events == ["login alice/pw"])
    #expect(output.text == "Password: \n")
  }

  @Test(.tags(.loginRemembersTheUsername)) func returnAtTheUsernamePromptTakesTheRememberedName()
    async
  {
    let (view, output) = view(["", "pw"])
    view.setupView(
      title: "Football Gather: log in (test)", rememberMe: "Remember me: on",
      hint: "Commands: login", rememberedUsername: "alice")
    output.clear()
    await view.handle(CommandInput("login"), presenter: presenter)
    #expect(presenter.events == ["login alice/pw"])
    #expect(output.lines.first == "Username [alice]: ")
  }

  @Test(.tags(.loginWrongPasswordStays)) func anEmptyUsernameGoesToThePresenterWithoutAPassword()
    async
  {
    let (view, output) = view([" "])
    await view.handle(CommandInput("login"), presenter: presenter)
    #expect(presenter.events == ["login /"])
    #expect(output.text == "Username:  \n")
  }

  @Test(.tags(.loginEndOfInputCreatesNoAccount)) func theEndOfInputAtAPromptCallsNothing() async {
    let (view, _) = view()
    await view.handle(CommandInput("login"), presenter: presenter)
    await view.handle(CommandInput("login alice"), presenter: presenter)
    await view.handle(CommandInput("register"), presenter: presenter)
    #expect(presenter.events.isEmpty)
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn, .loginRemembersTheUsername))
  func registerNeverOffersTheRememberedName() async {
    let (view, output) = view(["bob"])
    view.setupView(title: "t", rememberMe: "r", hint: "h", rememberedUsername: "alice")
    output.clear()
    await view.handle(CommandInput("register"), presenter: presenter)
    await view.handle(CommandInput("register carol"), presenter: presenter)
    #expect(presenter.events == ["register bob", "register carol"])
    #expect(output.text == "Username: bob\n")
  }

  @Test(.tags(.loginRemembersTheUsername)) func rememberTakesOnOrOffAndNothingElse() async {
    let (view, output) = view()
    for line in ["remember on", "remember OFF", "remember", "remember on off", "remember maybe"] {
      await view.handle(CommandInput(line), presenter: presenter)
    }
    #expect(presenter.events == ["remember true", "remember false"])
    #expect(
      output.lines == Array(repeating: "error: type 'remember on' or 'remember off'", count: 3)
        + [""])
  }

  @Test(.tags(.loginSaysWhatToType)) func anUnknownCommandIsOneErrorNamingTheCommands() async {
    let (view, output) = view()
    await view.handle(CommandInput("logn alice"), presenter: presenter)
    #expect(presenter.events.isEmpty)
    #expect(output.lines.count == 2)
    #expect(output.text.hasPrefix("error: unknown command 'logn'; type one of: login [USERNAME], "))
  }

  @Test(.tags(.loginSaysWhatToType)) func setupShowsTitleRememberMeAndHint() async {
    let (view, output) = view()
    view.setupView(
      title: "Football Gather: log in (test)", rememberMe: "Remember me: off",
      hint: "Commands: login [USERNAME], register, remember on|off, help, quit",
      rememberedUsername: nil)
    view.showMessage("Welcome back, alice!")
    view.handleError("wrong username or password")
    #expect(
      output.lines == [
        "", "Football Gather: log in (test)", "Remember me: off",
        "Commands: login [USERNAME], register, remember on|off, help, quit",
        "Welcome back, alice!", "error: wrong username or password", "",
      ])
  }

  @Test(.tags(.loginEndOfInputCreatesNoAccount))
  func aPasswordPromptTellsTypedFromTheEndOfInputAndFromCtrlC() async {
    let (view, _) = view(["secret1"])
    #expect(await view.askSecret("Password: ") == .typed("secret1"))
    #expect(await view.askSecret("Password: ") == .endOfInput)
    let interrupted = LoginView(
      console: Console(input: InterruptingInput(), output: RecordingOutput()))
    #expect(await interrupted.askSecret("Password: ") == .interrupted)
  }

  @Test(.tags(.loginRightPasswordHandsOver)) func theUserBeingInIsPassedToTheDelegate() async {
    let (view, _) = view()
    let delegate = RecordingLoginViewDelegate()
    view.delegate = delegate
    await view.handleLoginSuccessful(AuthSession(user: User(id: User.ID(), username: "alice")))
    #expect(delegate.usernames == ["alice"])
  }
}

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

/// Input where the user presses Ctrl-C at every prompt.
struct InterruptingInput: LineSource {
  var isTerminal: Bool { true }
  func nextLine(secret: Bool) async -> String? { nil }
  func readReply(_ request: LineRequest, showingPromptOn output: any TextSink) async -> LineReply {
    .interrupted
  }
}
