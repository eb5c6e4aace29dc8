import Domain
import LineUI

/// What the edit screen tells the screen below it once the player is saved.
@MainActor
protocol PlayerEditViewControllerDelegate: AnyObject {
  func didFinishEditing(player: Player)
}

/// Edits one field in MVVM: binds once to its view model's outputs, printing each value
/// they take, and sends it what the user types; after a save it tells its delegate and
/// pops itself.
@MainActor
final class PlayerEditViewController: Screen {
  private let console: Console
  private let viewModel: PlayerEditViewModel
  private let navigation: any ScreenNavigating
  private weak var delegate: (any PlayerEditViewControllerDelegate)?
  /// Whether the field shown is chosen by number (its screen listed options).
  private var isChoice = false
  /// Set by the outputs during the input being sent: the question to ask before leaving,
  /// whether the screen may close, the player saved.
  private var leaveQuestion: String?
  private var mayLeave = false
  private var saved: Player?

  init(
    console: Console, viewModel: PlayerEditViewModel, navigation: any ScreenNavigating,
    delegate: any PlayerEditViewControllerDelegate
  ) {
    self.console = console
    self.viewModel = viewModel
    self.navigation = navigation
    self.delegate = delegate
    bind()
  }

  /// The one binding of every output.
  private func bind() {
    viewModel.screen.bind { [weak self] in self?.show($0) }
    viewModel.message.bind { [console] in console.line($0) }
    viewModel.errorMessage.bind { [console] in console.error($0) }
    viewModel.leaveQuestion.bind { [weak self] in self?.leaveQuestion = $0 }
    viewModel.mayLeave.bind { [weak self] in self?.mayLeave = $0 }
    viewModel.saved.bind { [weak self] in self?.saved = $0 }
  }

  let prompt = "edit player> "

  var commands: [CommandHelp] {
    let enter =
      isChoice
      ? [
        CommandHelp("N", "choose option N"),
        CommandHelp("set NAME", "choose by name or its start (e.g. set pro)"),
      ]
      : [CommandHelp("set VALUE", "type the new value ('set' alone clears age or club)")]
    return enter + [CommandHelp("save", "save the change and go back")]
  }

  func appear() async {
    viewModel.didAppear()
  }

  private func show(_ screen: PlayerEditViewModel.Screen) {
    isChoice = !screen.choices.isEmpty
    console.line()
    console.title(screen.title)
    console.line(screen.currentValue)
    if isChoice {
      let table = TextTable(
        columns: [.init("#", alignment: .right), .init("Option"), .init("")],
        rows: screen.choices.map { [$0.number, $0.name, $0.isCurrent ? "(current)" : ""] })
      console.lines(table.render(width: console.columns))
    }
    console.hint(screen.hint)
  }

  func handle(_ command: CommandInput) async {
    do throws(CommandError) {
      switch command.name {
      case "save":
        try command.expectNoArguments()
        await viewModel.didAskToSave()
        guard let player = saved else { return }
        saved = nil
        delegate?.didFinishEditing(player: player)
        await navigation.pop()
      case "set": viewModel.didEnter(text: command.argumentText)
      case _ where isChoice && command.arguments.isEmpty && command.name.first?.isNumber == true:
        viewModel.didEnter(number: command.name)
      default: throw .unknown(command.name, commands: commands)
      }
    } catch {
      console.error(error.message)
    }
  }

  let isForm = true

  func goBack() async -> BackDecision { await mayClose() ? .pop : .stay }

  func shouldQuit(atEndOfInput: Bool) async -> Bool {
    atEndOfInput ? true : await mayClose()
  }

  /// Asks the view model, and the user when it has a question first.
  private func mayClose() async -> Bool {
    mayLeave = false
    viewModel.didAskToLeave()
    if let question = leaveQuestion {
      leaveQuestion = nil
      viewModel.didConfirmLeaving(await console.confirmDiscard(question))
    }
    return mayLeave
  }
}
