import LineUI

/// The archive's lines and questions, on the console the player list shows: every output
/// comes from `ConsoleView`, and the details are indented under the line before.
@MainActor
final class RosterArchiveView: ConsoleView, RosterArchiveDisplaying {
  let console: Console

  init(console: Console) {
    self.console = console
  }

  func displayDetails(_ lines: [String]) {
    console.lines(lines.map { "  " + $0 })
  }
}
