import LineUI

/// The events the view reports to its presenter.
@MainActor
protocol PlayerAddPresenting: AnyObject {
  /// The position and skill words the form takes, for Tab completion.
  var choiceWords: [String] { get }
  func viewDidAppear() async
  func didEnterName(_ text: String) async
  func didEnterAge(_ text: String) async
  func didEnterFavouriteTeam(_ text: String) async
  func didChoosePosition(_ text: String) async
  func didChooseSkill(_ text: String) async
  func didRequestSave() async
  /// Whether the user may leave the form (asks first when something was typed).
  func shouldLeave() async -> Bool
}

/// Shows the new player's form and turns each typed line into one presenter call.
@MainActor
final class PlayerAddView: ModuleView, ConsoleView, PlayerAddDisplaying {
  let console: Console
  init(console: Console) {
    self.console = console
  }

  let prompt = "new player> "

  let commands = [
    CommandHelp("name NAME", "set the name (required)"),
    CommandHelp("age AGE", "set the age, or clear it with 'age' alone"),
    CommandHelp("club CLUB", "set the favourite club, or clear it with 'club' alone"),
    CommandHelp("position P", "choose a position by name, start of name or number (gk, 1)"),
    CommandHelp("skill S", "choose a skill by name, start of name or number (pro, 3)"),
    CommandHelp("save", "add the player and go back to the list"),
  ]

  /// Tab completes positions and skills by name (`position go` -> `goalkeeper`).
  func completionWords(presenter: any PlayerAddPresenting) -> [String] {
    presenter.choiceWords
  }

  // MARK: Input

  func appear(presenter: any PlayerAddPresenting) async {
    await presenter.viewDidAppear()
  }

  func handle(_ command: CommandInput, presenter: any PlayerAddPresenting) async {
    do throws(CommandError) {
      switch command.name {
      case "name": await presenter.didEnterName(command.argumentText)
      case "age": await presenter.didEnterAge(command.argumentText)
      // `team` was this field's word before `club`; old scripts keep working.
      case "club", "team": await presenter.didEnterFavouriteTeam(command.argumentText)
      case "position": await presenter.didChoosePosition(try oneWord(command, "position"))
      case "skill": await presenter.didChooseSkill(try oneWord(command, "skill"))
      case "save":
        try command.expectNoArguments()
        await presenter.didRequestSave()
      default: throw .unknown(command.name, commands: commands)
      }
    } catch {
      console.error(error.message)
    }
  }

  private func oneWord(_ command: CommandInput, _ what: String) throws(CommandError) -> String {
    guard command.arguments.count == 1 else {
      throw CommandError("type '\(what)' and one \(what): its name, start of name or number")
    }
    return command.arguments[0]
  }

  /// Ctrl-C on an empty line leaves the form as `back` does (asking first if changed).
  let isForm = true

  func goBack(presenter: any PlayerAddPresenting) async -> BackDecision {
    await presenter.shouldLeave() ? .pop : .stay
  }

  func shouldQuit(atEndOfInput: Bool, presenter: any PlayerAddPresenting) async -> Bool {
    // At the end of input nothing more can be typed: leave (nothing was saved yet).
    atEndOfInput ? true : await presenter.shouldLeave()
  }

  /// The line under the screen, from `commands` (written once, there).
  var hint: String { CommandHelp.hintLine(of: commands, then: ["help", "back"]) }

  // MARK: Output

  func display(_ viewModel: PlayerAddViewModel) {
    displayTitle(viewModel.title)
    let table = TextTable(
      columns: [.init("Field"), .init("Value")],
      rows: viewModel.fields.map { [$0.label, $0.value] })
    console.lines(table.render(width: console.columns))
    console.line("Positions: " + numbered(viewModel.positions))
    console.line("Skills: " + numbered(viewModel.skills))
    console.hint(hint)
  }

  /// "1 Goalkeeper, 2 Defender, ...": the numbers `position N` and `skill N` take.
  private func numbered(_ choices: [String]) -> String {
    choices.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
  }
}
