import LineUI

/// The transfer's lines and questions, on the console the player list shows: every output
/// comes from `ConsoleView`, and a file's problems are indented under the error.
@MainActor
final class RosterTransferView: ConsoleView, RosterTransferDisplaying {
  let console: Console

  init(console: Console) {
    self.console = console
  }

  func displayDetails(_ lines: [String]) {
    console.lines(lines.map { "  " + $0 })
  }
}
