import Domain
import LineUI
import TestSupport
import Testing

@testable import AppComposition

/// The way back to the login screen when the server stops accepting the session.
@MainActor
struct SessionExpiryTests {
  let journal = FlowJournal()
  let auth = FakeAuthService()

  @Test func anExpiredSessionEndsAndTheLoginScreenShowsWithOneLine() async {
    let (console, _, output) = Console.scripted()
    let stack = ScreenStack(console: console)
    let expiry = SessionExpiry(
      stack: stack, view: SessionExpiryView(console: console), authService: auth)
    await stack.setRoot(StubScreen("login", journal: journal))
    await stack.push(StubScreen("players", journal: journal))
    journal.clear()
    await expiry.sessionDidExpire(.alice)
    #expect(auth.loggedOutSessions == [.alice])
    #expect(output.text == "The server no longer accepts your session; log in again.\n")
    #expect(journal.events == ["leave players", "show login"])
  }
}
