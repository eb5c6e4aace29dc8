import LineUI

/// The line the app writes when the server stops accepting a session (the Login module
/// says the rest), written through LineUI's `ConsoleView` defaults.
@MainActor
final class SessionExpiryView: ConsoleView, SessionExpiryDisplaying {
  let console: Console

  init(console: Console) {
    self.console = console
  }

  func displaySessionExpired() {
    displayMessage("The server no longer accepts your session; log in again.")
  }
}
