import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import VIPLogin

/// VIP's login scene assembled by its module: one typed line runs the whole cycle
/// (view controller, interactor, presenter, back to the view) and the router hands the
/// user over; the scene's input answers the app.
@MainActor
struct LoginModuleTests {
  let auth = FakeAuthService(accounts: [Credentials(username: "alice", password: "pw")])
  let delegate = RecordingLoginRouterDelegate()

  func assemble(_ lines: [String], saved: FixedSavedSession = FixedSavedSession()) -> (
    BuiltModule<any LoginSceneInput>, RecordingOutput
  ) {
    let (console, _, output) = Console.scripted(lines)
    let module = LoginModule(
      console: console, authService: auth, preferencesService: auth, savedSessions: saved,
      backendLabel: "test")
    return (module.assemble(delegate: delegate), output)
  }

  @Test(.tags(.loginSaysWhatToType, .loginRightPasswordHandsOver))
  func aLoginRunsTheCycleAndTheRouterHandsTheUserOver() async {
    let (module, output) = assemble(["pw"])
    #expect(module.screen.prompt == "login> ")
    await module.screen.appear()
    await module.screen.handle(CommandInput("login alice"))
    #expect(
      output.lines == [
        "", "Football Gather: log in (test)", "Remember me: on",
        "Commands: login [USERNAME], register, remember on|off, help, quit", "Password: ",
        "Welcome back, alice!", "",
      ])
    #expect(delegate.usernames == ["alice"])
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn)) func registeringRunsEveryStepAndLogsIn() async {
    let (module, output) = assemble(["short", "password1", "password1"])
    await module.screen.handle(CommandInput("register bob"))
    #expect(
      output.lines.contains(
        "error: the password needs at least 8 characters; type a longer one"))
    #expect(output.lines.contains("Registered bob. Welcome!"))
    #expect(auth.usernames == ["alice", "bob"])
    #expect(delegate.usernames == ["bob"])
  }

  @Test(.tags(.loginKeptSessionGoesStraightIn, .loginLoggingOutSaysSo))
  func theSceneRestoresASavedSessionAndLogsOut() async {
    let (module, output) = assemble([], saved: FixedSavedSession(username: "alice"))
    #expect(await module.input.restoreSavedSession())
    await module.input.logOut(AuthSession(user: User(id: User.ID(), username: "alice")))
    #expect(
      output.lines == [
        "Logged in as alice (saved session; type logout to end it).", "Logged out.", "",
      ])
    #expect(delegate.usernames == ["alice"])
    #expect(auth.loggedOutSessions.count == 1)
    let (none, _) = assemble([])
    #expect(await none.input.restoreSavedSession() == false)
  }
}

/// Where the router hands the user over, in a test.
@MainActor
final class RecordingLoginRouterDelegate: LoginRouterDelegate {
  private(set) var usernames: [String] = []
  func routeToPlayerList(for session: AuthSession) async {
    usernames.append(session.user.username)
  }
}
