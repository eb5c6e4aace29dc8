import Domain
import LineUI

/// What the edit screen tells the screen below it once the player is saved.
@MainActor
protocol PlayerEditViewControllerDelegate: AnyObject {
  func didFinishEditing(player: Player)
}

/// Edits one field in MVVM: the view hands each typed value to its view model, shows
/// what it answers, and after a save tells its delegate and pops itself.
@MainActor
final class PlayerEditViewController: Screen {
  private let console: Console
  private let viewModel: PlayerEditViewModel
  private let navigation: any ScreenNavigating
  private weak var delegate: (any PlayerEditViewControllerDelegate)?

  init(
    console: Console, viewModel: PlayerEditViewModel, navigation: any ScreenNavigating,
    delegate: any PlayerEditViewControllerDelegate
  ) {
    self.console = console
    self.viewModel = viewModel
    self.navigation = navigation
    self.delegate = delegate
  }

  let prompt = "edit player> "

  var commands: [CommandHelp] {
    let enter =
      viewModel.isSelectionViewType
      ? [
        CommandHelp("N", "choose option N"),
        CommandHelp("set NAME", "choose by name or its start (e.g. set pro)"),
      ]
      : [CommandHelp("set VALUE", "type the new value ('set' alone clears age or club)")]
    return enter + [CommandHelp("save", "save the change and go back")]
  }

  func appear() async {
    console.line()
    console.title(viewModel.title)
    console.line(viewModel.currentValueText)
    if viewModel.isSelectionViewType {
      let table = TextTable(
        columns: [.init("#", alignment: .right), .init("Option"), .init("")],
        rows: viewModel.choices.map { [$0.number, $0.name, $0.isCurrent ? "(current)" : ""] })
      console.lines(table.render(width: console.columns))
    }
    console.hint(viewModel.hint)
  }

  func handle(_ command: CommandInput) async {
    do throws(CommandError) {
      switch command.name {
      case "save":
        try command.expectNoArguments()
        await save()
      case "set": show(viewModel.enter(command.argumentText))
      case _
      where viewModel.isSelectionViewType && command.arguments.isEmpty
        && command.name.first?.isNumber == true:
        let number = try CommandError.checking {
          try NumberList.number(
            command.name, in: viewModel.choices.count, what: viewModel.fieldName)
        }
        show(viewModel.choose(at: number - 1))
      default: throw .unknown(command.name, commands: commands)
      }
    } catch {
      console.error(error.message)
    }
  }

  private func show(_ result: Result<String, FootballGatherError>) {
    switch result {
    case .success(let line): console.line(line)
    case .failure(let error): console.error(error.message)
    }
  }

  private func save() async {
    switch await viewModel.save() {
    case .failure(let error): console.error(error.message)
    case .success(let saved):
      console.line(saved.message)
      delegate?.didFinishEditing(player: saved.player)
      await navigation.pop()
    }
  }

  let isForm = true

  func goBack() async -> BackDecision { await mayLeave() ? .pop : .stay }

  func shouldQuit(atEndOfInput: Bool) async -> Bool {
    atEndOfInput ? true : await mayLeave()
  }

  private func mayLeave() async -> Bool {
    guard let question = viewModel.leaveQuestion else { return true }
    guard await console.confirmDiscard(question) else {
      console.line(viewModel.stillEditingText)
      return false
    }
    return true
  }
}
