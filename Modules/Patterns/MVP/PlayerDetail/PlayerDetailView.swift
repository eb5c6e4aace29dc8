import Domain
import LineUI

/// The events the detail view reports to its presenter.
@MainActor
protocol PlayerDetailPresenterProtocol: AnyObject {
  func viewDidAppear() async
  func selectField(named words: [String]) async
}

/// How the detail view reaches its view controller, for the edit screen.
@MainActor
protocol PlayerDetailViewDelegate: AnyObject {
  func didRequestEditView(for edit: PlayerFieldEdit) async
}

/// The detail screen's view in MVP: renders the rows it is given and turns `edit FIELD`
/// into one presenter call.
@MainActor
final class PlayerDetailView: ConsoleView, PlayerDetailViewProtocol {
  let console: Console
  weak var delegate: (any PlayerDetailViewDelegate)?

  init(console: Console) {
    self.console = console
  }

  let prompt = "player> "

  let commands = [
    CommandHelp("edit FIELD", "change one field: name, age, club, position or skill")
  ]

  func handle(_ command: CommandInput, presenter: any PlayerDetailPresenterProtocol) async {
    guard command.name == "edit" else {
      return console.error(CommandError.unknown(command.name, commands: commands).message)
    }
    await presenter.selectField(named: command.arguments)
  }

  func display(title: String, rows: [[String]], record: String?, hint: String) {
    displayTitle(title)
    let table = TextTable(
      columns: [.init("Section"), .init("Field"), .init("Value"), .init("To change")],
      rows: rows)
    console.lines(table.render(width: console.columns))
    if let record { console.line(record) }
    console.hint(hint)
  }

  func handleError(_ message: String) { displayError(message) }

  func showEditView(for edit: PlayerFieldEdit) async {
    await delegate?.didRequestEditView(for: edit)
  }
}
