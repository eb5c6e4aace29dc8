import Domain
import LineUI

/// The events the view reports to its presenter.
@MainActor
protocol PlayerEditPresenting: AnyObject {
  func viewDidAppear() async
  func didEnterValue(_ text: String) async
  func didChooseOption(at index: Int) async
  func didRequestSave() async
  /// Whether the user may leave without saving (asks first when the value changed).
  func shouldLeave() async -> Bool
}

/// Shows one field's value (or its numbered options) and turns each typed line into one
/// presenter call: `set VALUE` for text, a number for a choice, `save`.
@MainActor
final class PlayerEditView: ModuleView, ConsoleView, PlayerEditDisplaying {
  let console: Console
  /// The options last shown; empty when the value is typed.
  private var choiceCount = 0
  private var fieldName = "value"
  /// The field's word in capitals, for `set VALUE` in the hint: `set CLUB`.
  private var placeholder = "VALUE"

  init(console: Console) {
    self.console = console
  }

  let prompt = "edit player> "

  var commands: [CommandHelp] {
    let enter =
      choiceCount > 0
      ? [
        CommandHelp("N", "choose option N", hint: "N or set NAME to choose"),
        CommandHelp("set NAME", "choose by name or its start (e.g. set pro)", hint: ""),
      ]
      : [
        CommandHelp(
          "set VALUE", "type the new value ('set' alone clears age or club)",
          hint: "set \(placeholder)")
      ]
    return enter + [CommandHelp("save", "save the change and go back")]
  }

  // MARK: Input

  func appear(presenter: any PlayerEditPresenting) async {
    await presenter.viewDidAppear()
  }

  func handle(_ command: CommandInput, presenter: any PlayerEditPresenting) async {
    do throws(CommandError) {
      switch command.name {
      case "save":
        try command.expectNoArguments()
        await presenter.didRequestSave()
      case "set": await presenter.didEnterValue(command.argumentText)
      case _
      where choiceCount > 0 && command.arguments.isEmpty
        && command.name.first?.isNumber == true:
        let number = try CommandError.checking {
          try NumberList.number(command.name, in: choiceCount, what: fieldName)
        }
        await presenter.didChooseOption(at: number - 1)
      default: throw .unknown(command.name, commands: commands)
      }
    } catch {
      console.error(error.message)
    }
  }

  /// Ctrl-C on an empty line leaves the form as `back` does (asking first if changed).
  let isForm = true

  func goBack(presenter: any PlayerEditPresenting) async -> BackDecision {
    await presenter.shouldLeave() ? .pop : .stay
  }

  func shouldQuit(atEndOfInput: Bool, presenter: any PlayerEditPresenting) async -> Bool {
    atEndOfInput ? true : await presenter.shouldLeave()
  }

  // MARK: Output

  func display(_ viewModel: PlayerEditViewModel) {
    choiceCount = viewModel.choices.count
    fieldName = viewModel.fieldName
    placeholder = viewModel.placeholder
    displayTitle(viewModel.title)
    console.line(viewModel.current)
    if !viewModel.choices.isEmpty {
      let table = TextTable(
        columns: [.init("#", alignment: .right), .init("Option"), .init("")],
        rows: viewModel.choices.map { [$0.number, $0.name, $0.isCurrent ? "(current)" : ""] })
      console.lines(table.render(width: console.columns))
    }
    console.hint(hint)
  }

  /// The hint under the field, from the command table: "Commands: set CLUB, save, help,
  /// back", or "Commands: N or set NAME to choose, save, help, back" for a choice.
  var hint: String { CommandHelp.hintLine(of: commands, then: ["help", "back"]) }
}
