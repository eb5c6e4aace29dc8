import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import MVPCLogin

/// MVP-C's login screen as its coordinator makes it: its prompt and commands, and the
/// coordinator's log-out reaching the screen's presenter.
@MainActor
struct LoginViewControllerTests {
  let auth = FakeAuthService(accounts: [Credentials(username: "alice", password: "pw")])

  @Test(.tags(.loginSaysWhatToType, .loginLoggingOutSaysSo))
  func theScreenListsItsCommandsAndLogsOutForTheCoordinator() async {
    let (console, _, output) = Console.scripted()
    let coordinator = LoginCoordinator(
      console: console, authService: auth, preferencesService: auth,
      savedSessions: FixedSavedSession(), backendLabel: "test",
      parent: RecordingParentCoordinator())
    let screen = coordinator.start()
    #expect(screen.prompt == "login> ")
    #expect(
      screen.commands.map(\.usage) == [
        "login [USERNAME]", "register [USERNAME]", "remember on|off",
      ])
    await screen.appear()
    await coordinator.logOut(AuthSession(user: User(id: User.ID(), username: "alice")))
    #expect(output.lines.suffix(2) == ["Logged out.", ""])
    #expect(auth.loggedOutSessions.count == 1)
  }
}
