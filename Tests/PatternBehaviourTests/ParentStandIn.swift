import Domain
import LineUI

/// The parent of a screen under test in every pattern: the VIPER module's Router, the
/// MVC/MVVM/MVP view controller's delegate, the MVP-C coordinator's parent, the VIP
/// router's delegate. It writes each request as one `parent:` line of the transcript, so
/// a variant that leaves its screen differently (or not at all) fails the same test.
///
/// Its conformances live in one file per pattern (`ParentStandIn+MVC.swift`), each
/// importing only that pattern's targets, as their protocols share names.
@MainActor
final class ParentStandIn {
  private let console: Console

  init(console: Console) {
    self.console = console
  }

  func report(_ request: String) {
    console.line("parent: \(request)")
  }

  func loggedIn(_ session: AuthSession) {
    report("open the player list of \(session.user.username)")
  }
}
