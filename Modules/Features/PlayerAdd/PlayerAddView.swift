import LineUI

/// The events the view reports to its presenter.
@MainActor
protocol PlayerAddPresenting: AnyObject {
  func viewDidAppear() async
  func didEnterName(_ text: String) async
  func didEnterAge(_ text: String) async
  func didEnterFavouriteTeam(_ text: String) async
  func didChoosePosition(at index: Int) async
  func didChooseSkill(at index: Int) async
  func didRequestSave() async
}

/// Shows the new player's form and turns each typed line into one presenter call.
@MainActor
final class PlayerAddView: LineView, PlayerAddDisplaying {
  private let console: Console
  /// How many positions and skills were last shown, to check `position N` and `skill N`.
  private var positionCount = 0
  private var skillCount = 0

  init(console: Console) {
    self.console = console
  }

  let prompt = "new player> "

  let commands = [
    CommandHelp("name NAME", "set the name (required)"),
    CommandHelp("age AGE", "set the age, or clear it with 'age' alone"),
    CommandHelp("team TEAM", "set the favourite team, or clear it with 'team' alone"),
    CommandHelp("position N", "choose position N from the list"),
    CommandHelp("skill N", "choose skill N from the list"),
    CommandHelp("save", "add the player and go back to the list"),
  ]

  // MARK: Input

  func appear(presenter: any PlayerAddPresenting) async {
    await presenter.viewDidAppear()
  }

  func handle(_ command: CommandInput, presenter: any PlayerAddPresenting) async {
    do throws(CommandError) {
      switch command.name {
      case "name": await presenter.didEnterName(command.argumentText)
      case "age": await presenter.didEnterAge(command.argumentText)
      case "team": await presenter.didEnterFavouriteTeam(command.argumentText)
      case "position":
        let number = try command.number(in: positionCount, what: "position")
        await presenter.didChoosePosition(at: number - 1)
      case "skill":
        await presenter.didChooseSkill(at: try command.number(in: skillCount, what: "skill") - 1)
      case "save": await presenter.didRequestSave()
      default: throw .unknown(command.name, commands: commands)
      }
    } catch {
      console.error(error.message)
    }
  }

  // MARK: Output

  func display(_ viewModel: PlayerAddViewModel) {
    positionCount = viewModel.positions.count
    skillCount = viewModel.skills.count
    console.line()
    console.title(viewModel.title)
    let table = TextTable(
      columns: [.init("Field"), .init("Value")],
      rows: viewModel.fields.map { [$0.label, $0.value] })
    console.lines(table.render())
    console.line("Positions: " + numbered(viewModel.positions))
    console.line("Skills: " + numbered(viewModel.skills))
    console.hint(viewModel.hint)
  }

  func displayMessage(_ message: String) {
    console.line(message.escapingControlCharacters())
  }

  func displayError(_ message: String) {
    console.error(message)
  }

  /// "1 Goalkeeper, 2 Defender, ...": the numbers `position N` and `skill N` take.
  private func numbered(_ choices: [String]) -> String {
    choices.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
  }
}
