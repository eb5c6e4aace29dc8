import LineUI

/// The login flow's own lines, written through LineUI's `ConsoleView` defaults.
@MainActor
final class LoginFlowView: ConsoleView, LoginFlowDisplaying {
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
}
