import BehaviourCatalogue
import LineUI
import TestDoubles
import TestSupport
import Testing

@testable import LoginFeature

@MainActor
struct LoginViewTests {
  let viewModel = LoginViewModel(
    title: "Football Gather: log in (local database)", rememberedUsername: "alice",
    rememberMeLine: "Remember me: on")

  @Test(.tags(.loginSaysWhatToType))
  func rendersTitleRememberMeAndHint() {
    let (console, _, output) = Console.scripted()
    LoginView(console: console).display(viewModel)
    #expect(
      output.lines == [
        "", "Football Gather: log in (local database)", "Remember me: on",
        "Commands: login [USERNAME], register, remember on|off, help, quit", "",
      ])
  }

  /// The login screen reporting to a spy presenter; `typed` are the lines the user types
  /// at its own questions (the username, the password).
  func loginScreen(reading typed: [String] = []) -> ViewHarness<LoginView, SpyLoginPresenter.Method>
  {
    ViewHarness(LoginView.init(console:), presenter: SpyLoginPresenter(), reading: typed)
  }

  @Test(.tags(.loginRemembersTheUsername))
  func loginAsksForTheUsernameOfferingTheRememberedOne() async {
    let screen = loginScreen(reading: ["", "secret"])
    screen.presenter.expect(.didSubmitLogin)
    screen.view.display(viewModel)
    #expect(await screen.lines(afterTyping: "login") == ["Username [alice]: ", "Password: ", ""])
    #expect(screen.presenter.events == ["login alice/secret"])
  }

  @Test func theUsernameCanBeTypedAfterTheCommand() async {
    let events = await loginScreen(reading: ["pw"]).events(
      expecting: .didSubmitLogin, afterTyping: ["login Bob Smith"])
    #expect(events == ["login Bob Smith/pw"])
  }

  @Test(.tags(.loginWrongPasswordStays))
  func anEmptyUsernameIsReportedWithoutAskingForThePassword() async {
    let screen = loginScreen(reading: ["", "never read"])
    #expect(await screen.events(expecting: .didSubmitLogin, afterTyping: ["login"]) == ["login /"])
    #expect(screen.input.unread == ["never read"])
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn))
  func registerAsksForTheUsernameAndHandsItToThePresenter() async {
    let screen = loginScreen(reading: ["carol", "pw1"])
    let events = await screen.events(expecting: .didRequestRegistration, afterTyping: ["register"])
    #expect(events == ["register carol"])
    #expect(screen.input.unread == ["pw1"])
  }

  @Test func theEndOfInputCancelsQuietly() async {
    #expect(await loginScreen(reading: ["dave"]).events(afterTyping: ["login"]).isEmpty)
  }

  @Test(
    .tags(.loginSaysWhatToType, .loginRemembersTheUsername),
    arguments: [
      ("remember on", "remember true", nil),
      ("remember OFF", "remember false", nil),
      ("remember maybe", nil, "error: type 'remember on' or 'remember off'"),
      (
        "signup", nil,
        "error: unknown command 'signup'; type one of: login [USERNAME], register [USERNAME], remember on|off, help, back, quit"
      ),
    ] as [(String, String?, String?)])
  func otherCommands(line: String, event: String?, error: String?) async {
    let screen = loginScreen()
    if event != nil { screen.presenter.expect(.didChangeRememberMe) }
    let lines = await screen.lines(afterTyping: line)
    #expect(screen.presenter.events == (event.map { [$0] } ?? []))
    #expect(lines.first { $0.hasPrefix("error:") } == error)
  }
}
