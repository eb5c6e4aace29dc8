import LineUI

/// The lines the app writes between screens (a kept session, logging out, a session the
/// server stopped accepting), written through LineUI's `ConsoleView` defaults.
@MainActor
final class LoginFlowView: ConsoleView, LoginFlowDisplaying, SessionExpiryDisplaying {
  let console: Console

  init(console: Console) {
    self.console = console
  }

  func displaySavedSession(of username: String) {
    displayMessage("Logged in as \(username) (saved session; type logout to end it).")
  }

  func displayLoggedOut() {
    displayMessage("Logged out.")
  }

  func displaySessionExpired() {
    displayMessage("The server no longer accepts your session; log in again.")
  }
}
