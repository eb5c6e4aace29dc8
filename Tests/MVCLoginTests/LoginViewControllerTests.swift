import Domain
import LineUI
import TestSupport
import Testing

@testable import MVCLogin

/// MVC is tested where its logic lives: the view controller, over a scripted console
/// and the real model (in-memory services), as the original tested its view controllers.
@MainActor
struct LoginViewControllerTests {
  let auth = FakeAuthService(accounts: [Credentials(username: "alice", password: "pw")])
  let delegate = RecordingLoginDelegate()

  func controller(_ lines: [String]) -> (LoginViewController, RecordingOutput) {
    let (console, _, output) = Console.scripted(lines)
    let controller = LoginViewController(
      console: console, authService: auth, preferencesService: auth,
      savedSessions: FixedSavedSession(), backendLabel: "test", delegate: delegate)
    return (controller, output)
  }

  @Test func appearingShowsTheBackendAndTheRememberMeSetting() async {
    let (controller, output) = controller([])
    await controller.appear()
    #expect(output.lines.contains("Football Gather: log in (test)"))
    #expect(output.lines.contains("Remember me: on"))
  }

  @Test func theRightPasswordTellsTheDelegateAndRemembersTheName() async {
    let (controller, output) = controller(["pw"])
    await controller.appear()
    await controller.handle(CommandInput("login alice"))
    #expect(output.lines.contains("Welcome back, alice!"))
    #expect(delegate.usernames == ["alice"])
    #expect(auth.preferences.rememberedUsername == "alice")
  }

  @Test func aWrongPasswordStaysWithOneError() async {
    let (controller, output) = controller(["nope"])
    await controller.handle(CommandInput("login alice"))
    #expect(output.text.hasSuffix("error: wrong username or password\n"))
    #expect(delegate.usernames.isEmpty)
  }

  @Test func registeringCreatesTheAccountAndLogsIn() async {
    let (controller, _) = controller(["password1", "password1"])
    await controller.handle(CommandInput("register bob"))
    #expect(auth.usernames == ["alice", "bob"])
    #expect(delegate.usernames == ["bob"])
  }

  @Test func rememberOffForgetsTheName() async {
    let (controller, output) = controller([])
    await controller.handle(CommandInput("remember off"))
    #expect(output.text == "Remember me: off\n")
    #expect(auth.preferences == LoginPreferences(rememberMe: false, rememberedUsername: nil))
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
