import LineUI

/// The events the view reports to its presenter.
@MainActor
protocol PlayerListPresenting: AnyObject {
  func viewDidAppear() async
  func didSelectPlayer(at index: Int) async
  func didRequestDelete(at index: Int) async
  func didRequestAddPlayer() async
  func didRequestLogOut() async
}

/// Renders the roster as aligned columns and turns each typed line into one presenter call.
@MainActor
final class PlayerListView: LineView, PlayerListDisplaying {
  private let console: Console
  /// The number of rows last shown, to check `show N` and `delete N` before asking.
  private var rowCount = 0

  init(console: Console) {
    self.console = console
  }

  let prompt = "players> "

  let commands = [
    CommandHelp("add", "add a player"),
    CommandHelp("show N", "show player N's details"),
    CommandHelp("delete N", "delete player N (asks first)"),
    CommandHelp("list", "show the players again"),
    CommandHelp("logout", "log out and go back to the login screen"),
  ]

  // MARK: Input

  func appear(presenter: any PlayerListPresenting) async {
    await presenter.viewDidAppear()
  }

  func handle(_ command: CommandInput, presenter: any PlayerListPresenting) async {
    do throws(CommandError) {
      switch command.name {
      case "add": await presenter.didRequestAddPlayer()
      case "show": await presenter.didSelectPlayer(at: try command.number(in: rowCount) - 1)
      case "delete": await presenter.didRequestDelete(at: try command.number(in: rowCount) - 1)
      case "list": await presenter.viewDidAppear()
      case "logout": await presenter.didRequestLogOut()
      default: throw .unknown(command.name, commands: commands)
      }
    } catch {
      console.error(error.message)
    }
  }

  /// `back` from the player list logs out, as the original app's back button did.
  func goBack(presenter: any PlayerListPresenting) async -> BackDecision {
    await presenter.didRequestLogOut()
    return .stay
  }

  // MARK: Output

  func display(_ viewModel: PlayerListViewModel) {
    rowCount = viewModel.rows.count
    console.line()
    console.title(viewModel.title)
    if let empty = viewModel.emptyMessage {
      console.line(empty)
    } else {
      let table = TextTable(
        columns: [.init("#", alignment: .right), .init("Name"), .init("Position"), .init("Skill")],
        rows: viewModel.rows.map { [$0.number, $0.name, $0.position, $0.skill] })
      console.lines(table.render())
    }
    console.hint(viewModel.hint)
  }

  func displayMessage(_ message: String) {
    console.line(message)
  }

  func displayError(_ message: String) {
    console.error(message)
  }

  func askConfirmation(_ question: String) async -> Bool {
    await console.confirm(question)
  }
}
