import BehaviourCatalogue
import Domain
import Foundation
import LineUI
import TestSupport
import Testing

@testable import MVCLogin

/// MVC is tested where its logic lives: the view controller, over a scripted console
/// and the real model (in-memory services), as the original tested its view controllers.
/// Each test carries the tags of the behaviours it shows (Tests/Support/BehaviourCatalogue).
@MainActor
struct LoginViewControllerTests {
  let auth = FakeAuthService(accounts: [Credentials(username: "alice", password: "pw")])
  let delegate = RecordingLoginDelegate()

  func controller(
    _ lines: [String], saved: FixedSavedSession = FixedSavedSession(),
    auth: FakeAuthService? = nil
  ) -> (LoginViewController, RecordingOutput) {
    let (console, _, output) = Console.scripted(lines)
    let auth = auth ?? self.auth
    let controller = LoginViewController(
      console: console, authService: auth, preferencesService: auth,
      savedSessions: saved, backendLabel: "test", delegate: delegate)
    return (controller, output)
  }

  @Test(.tags(.loginSaysWhatToType))
  func appearingShowsTheBackendTheRememberMeSettingAndTheCommands() async {
    let (controller, output) = controller([])
    await controller.appear()
    #expect(
      output.lines == [
        "", "Football Gather: log in (test)", "Remember me: on",
        "Commands: login [USERNAME], register, remember on|off, help, quit", "",
      ])
    #expect(
      controller.commands.map(\.usage) == [
        "login [USERNAME]", "register [USERNAME]", "remember on|off",
      ])
  }

  @Test(.tags(.loginSaysWhatToType))
  func anUnknownWordIsOneErrorNamingTheCommands() async {
    let (controller, output) = controller([])
    await controller.handle(CommandInput("dance"))
    #expect(output.lines == [output.lines[0], ""])
    #expect(output.text.hasPrefix("error: unknown command 'dance'; type one of: login [USERNAME]"))
    #expect(delegate.usernames.isEmpty)
  }

  @Test(.tags(.loginRightPasswordHandsOver, .loginRemembersTheUsername))
  func theRightPasswordTellsTheDelegateAndRemembersTheName() async {
    let (controller, output) = controller(["pw"])
    await controller.appear()
    await controller.handle(CommandInput("login alice"))
    #expect(output.lines.contains("Welcome back, alice!"))
    #expect(delegate.usernames == ["alice"])
    #expect(auth.preferences.rememberedUsername == "alice")
  }

  @Test(.tags(.loginRemembersTheUsername, .loginRightPasswordHandsOver))
  func theRememberedNameIsOfferedAndAnEmptyAnswerTakesIt() async {
    let remembering = FakeAuthService(
      accounts: [Credentials(username: "alice", password: "pw")],
      preferences: LoginPreferences(rememberMe: true, rememberedUsername: "alice"))
    let (controller, output) = controller(["", "pw"], auth: remembering)
    await controller.appear()
    output.clear()
    await controller.handle(CommandInput("login"))
    #expect(output.text.contains("Username [alice]: "))
    #expect(output.lines.last(where: { !$0.isEmpty }) == "Welcome back, alice!")
    #expect(delegate.usernames == ["alice"])
  }

  @Test(.tags(.loginWrongPasswordStays))
  func aWrongPasswordStaysWithOneError() async {
    let (controller, output) = controller(["nope"])
    await controller.handle(CommandInput("login alice"))
    #expect(output.text.hasSuffix("error: wrong username or password\n"))
    #expect(delegate.usernames.isEmpty)
  }

  @Test(.tags(.loginWrongPasswordStays))
  func anEmptyUsernameIsOneErrorAndNoPasswordIsAskedFor() async {
    let (controller, output) = controller([""])
    await controller.handle(CommandInput("login"))
    #expect(output.text == "Username: \nerror: the username cannot be empty; type one\n")
    #expect(delegate.usernames.isEmpty)
  }

  @Test(.tags(.loginWrongPasswordStays))
  func theEndOfInputAtTheUsernameOrPasswordDoesNothing() async {
    let (atName, _) = controller([])
    await atName.handle(CommandInput("login"))
    let (atPassword, output) = controller([])
    await atPassword.handle(CommandInput("login alice"))
    #expect(!output.text.contains("error"))
    #expect(delegate.usernames.isEmpty)
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn))
  func registeringCreatesTheAccountAndLogsIn() async {
    let (controller, output) = controller(["password1", "password1"])
    await controller.handle(CommandInput("register bob"))
    #expect(auth.usernames == ["alice", "bob"])
    #expect(delegate.usernames == ["bob"])
    #expect(output.lines.last(where: { !$0.isEmpty }) == "Registered bob. Welcome!")
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn))
  func registeringRefusesATakenNameAShortPasswordAndPasswordsThatDiffer() async {
    let (controller, output) = controller(["bob", "short", "password1", "password2"])
    await controller.handle(CommandInput("register alice"))
    await controller.handle(CommandInput("register"))
    #expect(
      output.text == """
        error: the username 'alice' is taken; choose another one
        Username: bob
        Password (at least 8 characters): 
        error: the password needs at least 8 characters; type a longer one
        Password (at least 8 characters): 
        Repeat password: 
        error: the passwords do not match; type register to try again

        """)
    #expect(auth.usernames == ["alice"])
    #expect(delegate.usernames.isEmpty)
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn))
  func anEmptyNewUsernameIsOneError() async {
    let (controller, output) = controller([""])
    await controller.handle(CommandInput("register"))
    #expect(output.text.hasSuffix("error: the username cannot be empty; type one\n"))
    #expect(auth.usernames == ["alice"])
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn))
  func aRegistrationTheServiceRefusesSaysWhy() async {
    let (controller, output) = controller(["password1", "password1"])
    auth.setFailure(.storage("read-only"))
    await controller.handle(CommandInput("register bob"))
    #expect(output.lines.last(where: { !$0.isEmpty }) == "error: storage failed: read-only")
    #expect(delegate.usernames.isEmpty)
  }

  @Test(.tags(.loginEndOfInputCreatesNoAccount))
  func theEndOfInputAtEitherPasswordCreatesNoAccount() async {
    let (first, _) = controller([])
    await first.handle(CommandInput("register bob"))
    let (second, output) = controller(["password1"])
    await second.handle(CommandInput("register bob"))
    #expect(output.text == "Password (at least 8 characters): \nRepeat password: \n")
    #expect(auth.usernames == ["alice"])
    #expect(delegate.usernames.isEmpty)
  }

  @Test(.tags(.loginRemembersTheUsername))
  func rememberOffForgetsTheNameAndOnSaysSo() async {
    let (controller, output) = controller([])
    await controller.handle(CommandInput("remember off"))
    #expect(output.text == "Remember me: off\n")
    #expect(auth.preferences == LoginPreferences(rememberMe: false, rememberedUsername: nil))
    await controller.handle(CommandInput("remember on"))
    #expect(output.lines.last(where: { !$0.isEmpty }) == "Remember me: on")
    #expect(auth.preferences.rememberMe)
  }

  @Test(.tags(.loginRemembersTheUsername))
  func rememberWithoutOnOrOffIsOneErrorAndAFailedSaveSaysWhy() async {
    let (controller, output) = controller([])
    await controller.handle(CommandInput("remember maybe"))
    await controller.handle(CommandInput("remember on off"))
    #expect(
      output.lines == Array(repeating: "error: type 'remember on' or 'remember off'", count: 2)
        + [""])
    auth.setFailure(.storage("read-only"))
    await controller.handle(CommandInput("remember off"))
    #expect(output.lines.last(where: { !$0.isEmpty }) == "error: storage failed: read-only")
  }

  @Test(.tags(.loginKeptSessionGoesStraightIn))
  func aKeptSessionGoesStraightInAndNoneStaysOnTheScreen() async {
    let (none, quiet) = controller([])
    #expect(await none.restoreSavedSession() == false)
    #expect(quiet.text.isEmpty)
    let (controller, output) = controller([], saved: FixedSavedSession(username: "alice"))
    #expect(await controller.restoreSavedSession())
    #expect(output.text == "Logged in as alice (saved session; type logout to end it).\n")
    #expect(delegate.usernames == ["alice"])
  }

  @Test(.tags(.loginLoggingOutSaysSo))
  func loggingOutEndsTheSessionAndSaysSo() async {
    let session = AuthSession(user: User(id: UUID(), username: "alice"))
    let (controller, output) = controller([])
    await controller.logOut(session)
    #expect(output.text == "Logged out.\n")
    #expect(auth.loggedOutSessions == [session])
  }
}

/// Records the sessions the controller hands over.
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
struct LoginInterruptTests {
  @Test(.tags(.loginEndOfInputCreatesNoAccount))
  func ctrlCAtANewPasswordAsksBeforeDiscardingTheRegistration() async {
    let auth = FakeAuthService(accounts: [Credentials(username: "alice", password: "pw")])
    let output = RecordingOutput()
    let console = Console(
      input: InterruptibleInput(["^C", "keep", "password1", "^C", "discard"]), output: output)
    let controller = LoginViewController(
      console: console, authService: auth, preferencesService: auth,
      savedSessions: FixedSavedSession(), backendLabel: "test", delegate: RecordingLoginDelegate())
    await controller.handle(CommandInput("register bob"))
    #expect(
      output.text.components(separatedBy: "Discard the registration of 'bob'?").count - 1 == 2)
    #expect(output.lines.last(where: { !$0.isEmpty }) == "No account was created.")
    #expect(auth.usernames == ["alice"])
  }
}
