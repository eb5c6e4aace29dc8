import Domain
import LineUI
import TestSupport
import Testing

/// A pattern's passive login view, as `LoginViewCheck` drives it: each test target says
/// that its own view is one (`extension LoginView: MVPLoginViewing {}`).
@MainActor
public protocol MVPLoginViewing: AnyObject {
  associatedtype Reply: MVPSecretReply
  init(console: Console)
  func setupView(title: String, rememberMe: String, hint: String, rememberedUsername: String?)
  func showMessage(_ message: String)
  func handleError(_ message: String)
  func askSecret(_ prompt: String) async -> Reply
  func handleLoginSuccessful(_ session: AuthSession) async
}

/// What the user did at a password prompt, in a pattern's own type (`SecretReply`).
public protocol MVPSecretReply: Equatable {
  static func typed(_ text: String) -> Self
  static var interrupted: Self { get }
  static var endOfInput: Self { get }
}

/// What a login view test needs of a pattern besides its view: a recording presenter the
/// view reports to and a recording delegate, both the pattern's own doubles.
@MainActor
public protocol LoginViewFactory {
  associatedtype View: MVPLoginViewing
  /// What the recording presenter has been told, each event as a word and what came with it.
  var events: [String] { get }
  /// `view` handles the command `line`, reporting to the recording presenter.
  func handle(_ line: String, on view: View) async
  /// Sets a recording delegate on `view`; the returned closure reads the usernames it was
  /// told are in.
  func delegate(of view: View) -> () -> [String]
}

/// MVP's passive login view over a scripted console, with a recording presenter: each
/// command becomes one presenter call with what the user typed, and the view writes
/// exactly what the presenter tells it. Written once; MVPLoginTests and MVPCLoginTests run
/// each check as a test of its own (its name and its behaviour tags) with their own view.
public enum LoginViewCheck: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case loginWithANameAsksOnlyForThePassword
  case returnAtTheUsernamePromptTakesTheRememberedName
  case anEmptyUsernameGoesToThePresenterWithoutAPassword
  case theEndOfInputAtAPromptCallsNothing
  case registerNeverOffersTheRememberedName
  case rememberTakesOnOrOffAndNothingElse
  case anUnknownCommandIsOneErrorNamingTheCommands
  case setupShowsTitleRememberMeAndHint
  case aPasswordPromptTellsTypedFromTheEndOfInputAndFromCtrlC
  case theUserBeingInIsPassedToTheDelegate

  public var testDescription: String { rawValue }

  /// Runs the check on views of `factory`'s pattern over a scripted console.
  @MainActor
  public func run<Factory: LoginViewFactory>(_ factory: Factory) async {
    typealias View = Factory.View
    func view(_ lines: [String] = []) -> (View, RecordingOutput) {
      let (console, _, output) = Console.scripted(lines)
      return (View(console: console), output)
    }
    switch self {
    case .loginWithANameAsksOnlyForThePassword:
      let (view, output) = view(["pw"])
      await factory.handle("login alice", on: view)
      #expect(factory.events == ["login alice/pw"])
      #expect(output.text == "Password: \n")
    case .returnAtTheUsernamePromptTakesTheRememberedName:
      let (view, output) = view(["", "pw"])
      view.setupView(
        title: "Football Gather: log in (test)", rememberMe: "Remember me: on",
        hint: "Commands: login", rememberedUsername: "alice")
      output.clear()
      await factory.handle("login", on: view)
      #expect(factory.events == ["login alice/pw"])
      #expect(output.lines.first == "Username [alice]: ")
    case .anEmptyUsernameGoesToThePresenterWithoutAPassword:
      let (view, output) = view([" "])
      await factory.handle("login", on: view)
      #expect(factory.events == ["login /"])
      #expect(output.text == "Username:  \n")
    case .theEndOfInputAtAPromptCallsNothing:
      let (view, _) = view()
      await factory.handle("login", on: view)
      await factory.handle("login alice", on: view)
      await factory.handle("register", on: view)
      #expect(factory.events.isEmpty)
    case .registerNeverOffersTheRememberedName:
      let (view, output) = view(["bob"])
      view.setupView(title: "t", rememberMe: "r", hint: "h", rememberedUsername: "alice")
      output.clear()
      await factory.handle("register", on: view)
      await factory.handle("register carol", on: view)
      #expect(factory.events == ["register bob", "register carol"])
      #expect(output.text == "Username: bob\n")
    case .rememberTakesOnOrOffAndNothingElse:
      let (view, output) = view()
      for line in ["remember on", "remember OFF", "remember", "remember on off", "remember maybe"] {
        await factory.handle(line, on: view)
      }
      #expect(factory.events == ["remember true", "remember false"])
      #expect(
        output.lines == Array(repeating: "error: type 'remember on' or 'remember off'", count: 3)
          + [""])
    case .anUnknownCommandIsOneErrorNamingTheCommands:
      let (view, output) = view()
      await factory.handle("logn alice", on: view)
      #expect(factory.events.isEmpty)
      #expect(output.lines.count == 2)
      #expect(
        output.text.hasPrefix("error: unknown command 'logn'; type one of: login [USERNAME], "))
    case .setupShowsTitleRememberMeAndHint:
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
    case .aPasswordPromptTellsTypedFromTheEndOfInputAndFromCtrlC:
      let (view, _) = view(["secret1"])
      #expect(await view.askSecret("Password: ") == .typed("secret1"))
      #expect(await view.askSecret("Password: ") == .endOfInput)
      let interrupted = View(
        console: Console(input: InterruptingInput(), output: RecordingOutput()))
      #expect(await interrupted.askSecret("Password: ") == .interrupted)
    case .theUserBeingInIsPassedToTheDelegate:
      let (view, _) = view()
      let usernames = factory.delegate(of: view)
      await view.handleLoginSuccessful(AuthSession(user: User(id: User.ID(), username: "alice")))
      #expect(usernames() == ["alice"])
    }
  }
}

/// Input where the user presses Ctrl-C at every prompt.
struct InterruptingInput: LineSource {
  var isTerminal: Bool { true }
  func nextLine(secret: Bool) async -> String? { nil }
  func readReply(_ request: LineRequest, showingPromptOn output: any TextSink) async -> LineReply {
    .interrupted
  }
}
