import BehaviourCatalogue
import Domain
import Foundation
import LineUI
import TestSupport
import Testing

@testable import MVVMLogin

/// The view's own share, over a scripted console with its real view model: it prints each
/// output it is bound to, reads what the view model asks for and hands the user over when
/// the view model says they are in. What the screen decides is the view model's tests'.
@MainActor
struct LoginViewControllerTests {
  let auth = FakeAuthService(accounts: [Credentials(username: "alice", password: "pw")])
  let delegate = RecordingLoginDelegate()

  func view(
    _ lines: [String], saved: FixedSavedSession = FixedSavedSession()
  ) -> (LoginViewController, RecordingOutput) {
    let (console, _, output) = Console.scripted(lines)
    let view = LoginViewController(
      console: console, authService: auth, preferencesService: auth, savedSessions: saved,
      backendLabel: "test", delegate: delegate)
    return (view, output)
  }

  @Test(.tags(.loginSaysWhatToType))
  func itPrintsTheScreenAndRefusesAnUnknownWordOrRememberWithoutOnOrOff() async {
    let (view, output) = view([])
    await view.appear()
    #expect(
      output.lines == [
        "", "Football Gather: log in (test)", "Remember me: on",
        "Commands: login [USERNAME], register, remember on|off, help, quit", "",
      ])
    output.clear()
    await view.handle(CommandInput("dance"))
    await view.handle(CommandInput("remember maybe"))
    #expect(output.lines.count == 3)
    #expect(output.text.hasPrefix("error: unknown command 'dance'; type one of: login [USERNAME]"))
    #expect(output.text.hasSuffix("error: type 'remember on' or 'remember off'\n"))
  }

  @Test(.tags(.loginRightPasswordHandsOver, .loginRemembersTheUsername))
  func theAnswersItReadsLogInAndTheDelegateIsToldOnce() async {
    let (view, output) = view(["alice", "pw"])
    await view.handle(CommandInput("remember off"))
    await view.handle(CommandInput("remember on"))
    await view.handle(CommandInput("login"))
    #expect(output.text.hasPrefix("Remember me: off\nRemember me: on\nUsername: alice\n"))
    #expect(output.text.hasSuffix("Welcome back, alice!\n"))
    #expect(delegate.usernames == ["alice"])
  }

  @Test(.tags(.loginWrongPasswordStays))
  func theEndOfInputAtAUsernameOrPasswordLogsNobodyIn() async {
    let (atName, _) = view([])
    await atName.handle(CommandInput("login"))
    let (atPassword, output) = view([])
    await atPassword.handle(CommandInput("login alice"))
    #expect(!output.text.contains("error"))
    #expect(delegate.usernames.isEmpty)
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn, .loginEndOfInputCreatesNoAccount))
  func registeringReadsBothPasswordsAndTheEndOfInputCreatesNoAccount() async {
    let (ended, _) = view(["password1"])
    await ended.handle(CommandInput("register bob"))
    #expect(auth.usernames == ["alice"])
    let (view, output) = view(["carol", "password1", "password1"])
    await view.handle(CommandInput("register"))
    #expect(output.text.hasSuffix("Registered carol. Welcome!\n"))
    #expect(auth.usernames == ["alice", "carol"])
    #expect(delegate.usernames == ["carol"])
  }

  @Test(.tags(.loginKeptSessionGoesStraightIn, .loginLoggingOutSaysSo))
  func aKeptSessionHandsOverAndLoggingOutSaysSo() async {
    let (none, _) = view([])
    #expect(await none.restoreSavedSession() == false)
    let (view, output) = view([], saved: FixedSavedSession(username: "alice"))
    #expect(await view.restoreSavedSession())
    #expect(delegate.usernames == ["alice"])
    let session = AuthSession(user: User(id: UUID(), username: "alice"))
    await view.logOut(session)
    #expect(
      output.text == "Logged in as alice (saved session; type logout to end it).\nLogged out.\n")
    #expect(auth.loggedOutSessions == [session])
  }
}

/// Records the sessions the view hands over.
@MainActor
final class RecordingLoginDelegate: LoginViewControllerDelegate {
  private(set) var usernames: [String] = []
  func loginViewController(didLogIn session: AuthSession) async {
    usernames.append(session.user.username)
  }
}

/// Ctrl-C at a password, in a test: a script whose line `^C` is read as the interrupt a
/// terminal sends (Ctrl-C on an empty line).
final class InterruptibleInput: LineSource {
  private let script: ScriptedInput
  var isTerminal: Bool { false }

  init(_ lines: [String]) { script = ScriptedInput(lines) }

  func nextLine(secret: Bool) async -> String? { await script.nextLine(secret: secret) }

  func readReply(_ request: LineRequest, showingPromptOn output: any TextSink) async -> LineReply {
    output.write(request.prompt)
    guard let line = await script.nextLine(secret: request.secret) else { return .endOfInput }
    return line == "^C" ? .interrupted : .line(line)
  }
}

@MainActor
struct LoginViewInterruptTests {
  @Test(.tags(.loginEndOfInputCreatesNoAccount))
  func ctrlCAtANewPasswordAsksBeforeDiscardingTheRegistration() async {
    let auth = FakeAuthService(accounts: [Credentials(username: "alice", password: "pw")])
    let output = RecordingOutput()
    let console = Console(
      input: InterruptibleInput(["^C", "keep", "password1", "^C", "discard"]), output: output)
    let view = LoginViewController(
      console: console, authService: auth, preferencesService: auth,
      savedSessions: FixedSavedSession(), backendLabel: "test", delegate: RecordingLoginDelegate())
    await view.handle(CommandInput("register bob"))
    #expect(
      output.text.components(separatedBy: "Discard the registration of 'bob'?").count - 1 == 2)
    #expect(output.lines.last(where: { !$0.isEmpty }) == "No account was created.")
    #expect(auth.usernames == ["alice"])
  }
}
