import Domain
import LineUI

/// The events the view reports to its presenter.
@MainActor
protocol AttendancePresenting: AnyObject {
  func viewDidAppear() async
  /// `list`: the screen again, reloaded.
  func didRequestList() async
  /// `top N`: only the N players who came most.
  func didRequestTop(_ count: Int) async
  func didRequestDone() async
}

/// Renders the Attendance screen and turns each typed line into one presenter call.
/// Messages, errors, questions and titles are LineUI's `ConsoleView` defaults; the
/// commands are written once, in `commands`: `help` and the hint line come from it.
@MainActor
final class AttendanceView: ModuleView, ConsoleView, AttendanceDisplaying {
  let console: Console

  init(console: Console) {
    self.console = console
  }

  let prompt = "attendance> "

  let commands = [
    CommandHelp("list", "show every player again"),
    CommandHelp("top N", "show the N players who came most"),
    CommandHelp("done", "leave this screen"),
  ]

  // MARK: Input

  func appear(presenter: any AttendancePresenting) async {
    await presenter.viewDidAppear()
  }

  func handle(_ command: CommandInput, presenter: any AttendancePresenting) async {
    do throws(CommandError) {
      switch command.name {
      case "list": await presenter.didRequestList()
      case "top":
        guard command.arguments.count == 1 else {
          throw CommandError("type 'top N' with how many players to show, e.g. 'top 5'")
        }
        let count = try CommandError.checking {
          try WholeNumber.parse(command.arguments[0], in: 1...999)
        }
        await presenter.didRequestTop(count)
      case "done": await presenter.didRequestDone()
      default: throw .unknown(command.name, commands: commands)
      }
    } catch {
      displayError(error.message)
    }
  }

  // MARK: Output

  func display(_ viewModel: AttendanceViewModel) {
    displayTitle(viewModel.title)
    displayLines(viewModel.lines)
    console.hint(CommandHelp.hintLine(of: commands, then: ["help", "quit"]))
  }
}
