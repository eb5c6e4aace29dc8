import Domain
import LineUI

/// The events the edit view reports to its presenter, and what it asks it.
@MainActor
protocol PlayerEditPresenterProtocol: AnyObject {
  var isSelectionViewType: Bool { get }
  var numberOfChoices: Int { get }
  var fieldName: String { get }
  func viewDidAppear()
  func enterValue(_ text: String)
  func chooseOption(at index: Int)
  func updatePlayer() async
  func shouldLeave() async -> Bool
}

/// How the edit view reaches its view controller once the player is saved.
@MainActor
protocol PlayerEditViewDelegate: AnyObject {
  func didFinishEditingPlayer(_ player: Player) async
}

/// The edit screen's view in MVP-C (as in MVP): turns `set VALUE`, a number or `save` into one
/// presenter call and shows what the presenter tells it.
@MainActor
final class PlayerEditView: ConsoleView, PlayerEditViewProtocol {
  let console: Console
  weak var delegate: (any PlayerEditViewDelegate)?

  init(console: Console) {
    self.console = console
  }

  let prompt = "edit player> "

  func commands(presenter: any PlayerEditPresenterProtocol) -> [CommandHelp] {
    let enter =
      presenter.isSelectionViewType
      ? [
        CommandHelp("N", "choose option N"),
        CommandHelp("set NAME", "choose by name or its start (e.g. set pro)"),
      ]
      : [CommandHelp("set VALUE", "type the new value ('set' alone clears age or club)")]
    return enter + [CommandHelp("save", "save the change and go back")]
  }

  func handle(_ command: CommandInput, presenter: any PlayerEditPresenterProtocol) async {
    do throws(CommandError) {
      switch command.name {
      case "save":
        try command.expectNoArguments()
        await presenter.updatePlayer()
      case "set": presenter.enterValue(command.argumentText)
      case _
      where presenter.isSelectionViewType && command.arguments.isEmpty
        && command.name.first?.isNumber == true:
        let number = try CommandError.checking {
          try NumberList.number(
            command.name, in: presenter.numberOfChoices, what: presenter.fieldName)
        }
        presenter.chooseOption(at: number - 1)
      default: throw .unknown(command.name, commands: commands(presenter: presenter))
      }
    } catch {
      console.error(error.message)
    }
  }

  func setupView(title: String, current: String, choices: [[String]], hint: String) {
    displayTitle(title)
    console.line(current)
    if !choices.isEmpty {
      let table = TextTable(
        columns: [.init("#", alignment: .right), .init("Option"), .init("")], rows: choices)
      console.lines(table.render(width: console.columns))
    }
    console.hint(hint)
  }

  func showMessage(_ message: String) { displayMessage(message) }
  func handleError(_ message: String) { displayError(message) }

  func handleSuccessfulPlayerUpdate(_ player: Player) async {
    await delegate?.didFinishEditingPlayer(player)
  }
}
