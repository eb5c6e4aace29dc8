import LineUI
import TestSupport
import Testing

@testable import LoginFeature

@MainActor
struct LoginViewTests {
  let viewModel = LoginViewModel(
    title: "Football Gather: log in (local database)", rememberedUsername: "alice",
    rememberMeLine: "Remember me: on")

  @Test func rendersTitleRememberMeAndHint() {
    let (console, _, output) = Console.scripted()
    LoginView(console: console).display(viewModel)
    #expect(
      output.lines == [
        "", "Football Gather: log in (local database)", "Remember me: on",
        "Commands: login [USERNAME], register, remember on|off, help, quit", "",
      ])
  }

  @Test func loginAsksForTheUsernameOfferingTheRememberedOne() async {
    let (console, _, output) = Console.scripted(["", "secret"])
    let view = LoginView(console: console)
    let presenter = SpyLoginPresenter()
    presenter.expect(.didSubmitLogin)
    view.display(viewModel)
    output.clear()
    await view.handle(CommandInput("login"), presenter: presenter)
    #expect(presenter.events == ["login alice/secret"])
    #expect(output.lines == ["Username [alice]: ", "Password: ", ""])
  }

  @Test func theUsernameCanBeTypedAfterTheCommand() async {
    let (console, _, _) = Console.scripted(["pw"])
    let presenter = SpyLoginPresenter()
    presenter.expect(.didSubmitLogin)
    await LoginView(console: console).handle(CommandInput("login Bob Smith"), presenter: presenter)
    #expect(presenter.events == ["login Bob Smith/pw"])
  }

  @Test func anEmptyUsernameIsReportedWithoutAskingForThePassword() async {
    let (console, input, _) = Console.scripted(["", "never read"])
    let presenter = SpyLoginPresenter()
    presenter.expect(.didSubmitLogin)
    await LoginView(console: console).handle(CommandInput("login"), presenter: presenter)
    #expect(presenter.events == ["login /"])
    #expect(input.unread == ["never read"])
  }

  @Test func registerAsksForTheUsernameAndHandsItToThePresenter() async {
    let (console, input, _) = Console.scripted(["carol", "pw1"])
    let presenter = SpyLoginPresenter()
    presenter.expect(.didRequestRegistration)
    await LoginView(console: console).handle(CommandInput("register"), presenter: presenter)
    #expect(presenter.events == ["register carol"])
    #expect(input.unread == ["pw1"])
  }

  @Test func theEndOfInputCancelsQuietly() async {
    let (console, _, _) = Console.scripted(["dave"])
    let presenter = SpyLoginPresenter()
    await LoginView(console: console).handle(CommandInput("login"), presenter: presenter)
    #expect(presenter.events.isEmpty)
  }

  @Test(
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
    let (console, _, output) = Console.scripted()
    let presenter = SpyLoginPresenter()
    if event != nil { presenter.expect(.didChangeRememberMe) }
    await LoginView(console: console).handle(CommandInput(line), presenter: presenter)
    #expect(presenter.events == (event.map { [$0] } ?? []))
    #expect(output.lines.first { $0.hasPrefix("error:") } == error)
  }
}
