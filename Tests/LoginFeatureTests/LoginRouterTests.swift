import Domain
import Foundation
import LineUI
import TestSupport
import Testing

@testable import LoginFeature

@MainActor
struct LoginRouterTests {
  @Test func forwardsTheSessionToTheListener() async {
    let listener = RecordingLoginListener()
    listener.expect(.loginDidSucceed)
    let session = AuthSession(user: User(id: UUID(), username: "alice"))
    await LoginRouter(listener: listener).showPlayerList(for: session)
    #expect(listener.sessions == [session])
  }

  @Test func theBuiltScreenLogsInThroughTheService() async {
    let auth = FakeAuthService(accounts: [Credentials(username: "alice", password: "pw")])
    let (console, _, output) = Console.scripted(["alice", "pw"])
    let listener = RecordingLoginListener()
    listener.expect(.loginDidSucceed)
    let screen = LoginBuilder(
      console: console, authService: auth, preferencesService: auth,
      savedSessions: FixedSavedSession()
    ).build(backendLabel: "test", listener: listener).screen
    await screen.appear()
    await screen.handle(CommandInput("login"))
    #expect(listener.sessions.map(\.user.username) == ["alice"])
    #expect(output.text.contains("Welcome back, alice!"))
    #expect(auth.preferences.rememberedUsername == "alice")
  }
}
