import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import MVPLogin

/// MVP's login screen assembled: the view controller makes the view and the presenter,
/// wires them, and passes the user on to its delegate once they are in.
@MainActor
struct LoginViewControllerTests {
  let auth = FakeAuthService(accounts: [Credentials(username: "alice", password: "pw")])
  let delegate = RecordingLoginControllerDelegate()

  func controller(_ lines: [String], saved: FixedSavedSession = FixedSavedSession()) -> (
    LoginViewController, RecordingOutput
  ) {
    let (console, _, output) = Console.scripted(lines)
    let controller = LoginViewController(
      console: console, authService: auth, preferencesService: auth, savedSessions: saved,
      backendLabel: "test", delegate: delegate)
    return (controller, output)
  }

  @Test(.tags(.loginSaysWhatToType, .loginRightPasswordHandsOver))
  func aLoginTypedAtThePromptReachesTheDelegate() async {
    let (controller, output) = controller(["pw"])
    #expect(controller.prompt == "login> ")
    #expect(
      controller.commands.map(\.usage) == [
        "login [USERNAME]", "register [USERNAME]", "remember on|off",
      ])
    await controller.appear()
    await controller.handle(CommandInput("login alice"))
    #expect(output.lines.contains("Football Gather: log in (test)"))
    #expect(output.lines.contains("Welcome back, alice!"))
    #expect(delegate.usernames == ["alice"])
  }

  @Test(.tags(.loginKeptSessionGoesStraightIn, .loginLoggingOutSaysSo))
  func aSavedSessionIsRestoredAndLoggedOut() async {
    let (controller, output) = controller([], saved: FixedSavedSession(username: "alice"))
    #expect(await controller.restoreSavedSession())
    #expect(delegate.usernames == ["alice"])
    await controller.logOut(AuthSession(user: User(id: User.ID(), username: "alice")))
    #expect(
      output.lines == [
        "Logged in as alice (saved session; type logout to end it).", "Logged out.", "",
      ])
    #expect(auth.loggedOutSessions.count == 1)
  }
}

/// Records the users the controller hands over.
@MainActor
final class RecordingLoginControllerDelegate: LoginViewControllerDelegate {
  private(set) var usernames: [String] = []
  func loginViewController(didLogIn session: AuthSession) async {
    usernames.append(session.user.username)
  }
}
