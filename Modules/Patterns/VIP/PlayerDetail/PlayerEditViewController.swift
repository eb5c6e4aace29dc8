import Domain
import LineUI

/// What the edit view asks of its interactor.
@MainActor
protocol PlayerEditBusinessLogic: AnyObject {
  func loadEdit(request: PlayerEditModels.Load.Request)
  func change(request: PlayerEditModels.Change.Request)
  func save(request: PlayerEditModels.Save.Request) async
  func leave(request: PlayerEditModels.Leave.Request) async
}

/// Where the edit view sends the user.
@MainActor
protocol PlayerEditRoutingLogic: AnyObject {
  func dismiss() async
}

/// The edit scene's view controller in VIP: `set VALUE`, a number or `save` become one
/// request each; the view models that come back are shown, and a saved player leaves the
/// scene through the router. Leaving with `back` asks the interactor, whose answer comes
/// back round the cycle as a question to ask.
@MainActor
final class PlayerEditViewController: ModuleView, ConsoleView, PlayerEditDisplayLogic {
  typealias Presenter = any PlayerEditBusinessLogic

  let console: Console
  private let router: any PlayerEditRoutingLogic
  private var choiceCount = 0
  private var fieldName = "value"
  /// What the last leave view model decided: leave, or stay on the form.
  private var mayLeave = true

  init(console: Console, router: any PlayerEditRoutingLogic) {
    self.console = console
    self.router = router
  }

  let prompt = "edit player> "

  var commands: [CommandHelp] {
    let enter =
      choiceCount > 0
      ? [
        CommandHelp("N", "choose option N"),
        CommandHelp("set NAME", "choose by name or its start (e.g. set pro)"),
      ]
      : [CommandHelp("set VALUE", "type the new value ('set' alone clears age or club)")]
    return enter + [CommandHelp("save", "save the change and go back")]
  }

  func appear(presenter interactor: Presenter) async {
    interactor.loadEdit(request: .init())
  }

  func handle(_ command: CommandInput, presenter interactor: Presenter) async {
    do throws(CommandError) {
      switch command.name {
      case "save":
        try command.expectNoArguments()
        await interactor.save(request: .init())
      case "set": interactor.change(request: .enter(command.argumentText))
      case _
      where choiceCount > 0 && command.arguments.isEmpty && command.name.first?.isNumber == true:
        let number = try CommandError.checking {
          try NumberList.number(command.name, in: choiceCount, what: fieldName)
        }
        interactor.change(request: .choose(index: number - 1))
      default: throw .unknown(command.name, commands: commands)
      }
    } catch {
      console.error(error.message)
    }
  }

  let isForm = true

  func goBack(presenter interactor: Presenter) async -> BackDecision {
    await interactor.leave(request: .init())
    return mayLeave ? .pop : .stay
  }

  func shouldQuit(atEndOfInput: Bool, presenter interactor: Presenter) async -> Bool {
    guard !atEndOfInput else { return true }
    await interactor.leave(request: .init())
    return mayLeave
  }

  func displayEdit(viewModel: PlayerEditModels.Load.ViewModel) {
    choiceCount = viewModel.choices.count
    fieldName = viewModel.fieldName
    displayTitle(viewModel.title)
    console.line(viewModel.current)
    if !viewModel.choices.isEmpty {
      let table = TextTable(
        columns: [.init("#", alignment: .right), .init("Option"), .init("")],
        rows: viewModel.choices)
      console.lines(table.render(width: console.columns))
    }
    console.hint(viewModel.hint)
  }

  func displayChange(viewModel: PlayerEditModels.Change.ViewModel) {
    switch viewModel {
    case .message(let message): console.line(message)
    case .error(let message): console.error(message)
    }
  }

  func displaySave(viewModel: PlayerEditModels.Save.ViewModel) async {
    switch viewModel {
    case .error(let message): console.error(message)
    case .saved(let message):
      console.line(message)
      await router.dismiss()
    }
  }

  func displayLeave(viewModel: PlayerEditModels.Leave.ViewModel) async {
    guard let question = viewModel.question else {
      mayLeave = true
      return
    }
    mayLeave = await console.confirmDiscard(question)
    if !mayLeave { console.line(viewModel.stillEditing) }
  }
}
