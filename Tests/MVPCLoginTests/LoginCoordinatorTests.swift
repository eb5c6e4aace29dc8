import BehaviourCatalogue
import Domain
import Foundation
import LineUI
import TestSupport
import Testing

@testable import MVPCLogin

/// The coordinator's tests: it makes the first screen and, once the user is in, hands
/// over to its parent; the screen never navigates itself.
@MainActor
struct LoginCoordinatorTests {
  let auth = FakeAuthService(accounts: [Credentials(username: "alice", password: "pw")])
  let parent = RecordingParentCoordinator()

  @Test(.tags(.loginRightPasswordHandsOver)) func loggingInOnItsScreenHandsTheSessionToTheParent()
    async
  {
    let (console, _, _) = Console.scripted(["pw"])
    let coordinator = LoginCoordinator(
      console: console, authService: auth, preferencesService: auth,
      savedSessions: FixedSavedSession(), backendLabel: "test", parent: parent)
    let screen = coordinator.start()
    await screen.handle(CommandInput("login alice"))
    #expect(parent.usernames == ["alice"])
  }

  @Test(.tags(.loginKeptSessionGoesStraightIn)) func aKeptSessionIsTakenUpThroughTheCoordinator()
    async
  {
    let (console, _, output) = Console.scripted()
    let coordinator = LoginCoordinator(
      console: console, authService: auth, preferencesService: auth,
      savedSessions: FixedSavedSession(username: "alice"), backendLabel: "test", parent: parent)
    let screen = coordinator.start()
    #expect(await coordinator.restoreSavedSession())
    #expect(parent.usernames == ["alice"])
    #expect(output.text == "Logged in as alice (saved session; type logout to end it).\n")
    withExtendedLifetime(screen) {}
  }

  @Test(.tags(.loginKeptSessionGoesStraightIn)) func withoutItsScreenThereIsNothingToRestore() async
  {
    let (console, _, _) = Console.scripted()
    let coordinator = LoginCoordinator(
      console: console, authService: auth, preferencesService: auth,
      savedSessions: FixedSavedSession(username: "alice"), backendLabel: "test", parent: parent)
    #expect(await coordinator.restoreSavedSession() == false)
    #expect(parent.usernames.isEmpty)
  }
}

@MainActor
final class RecordingParentCoordinator: LoginCoordinatorDelegate {
  private(set) var usernames: [String] = []
  func loginCoordinator(didLogIn session: AuthSession) async {
    usernames.append(session.user.username)
  }
}
