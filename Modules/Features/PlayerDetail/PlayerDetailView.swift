import LineUI

/// The events the view reports to its presenter.
@MainActor
protocol PlayerDetailPresenting: AnyObject {
  func viewDidAppear() async
  func didSelectField(at index: Int) async
  /// `edit age 30`: the field on row `index` set to `value` and saved at once.
  func didEnterValue(_ value: String, forFieldAt index: Int) async
}

/// Renders the player's fields in their sections and turns `edit FIELD` into one
/// presenter call.
@MainActor
final class PlayerDetailView: ModuleView, ConsoleView, PlayerDetailDisplaying {
  let console: Console
  /// The words that edit each row last shown, in row order: `name`, `age`, ...
  private var keywords: [String] = []

  init(console: Console) {
    self.console = console
  }

  let prompt = "player> "

  let commands = [
    CommandHelp(
      "edit FIELD", "change one field: name, age, club, position or skill ('edit age 30' at once)")
  ]

  // MARK: Input

  func appear(presenter: any PlayerDetailPresenting) async {
    await presenter.viewDidAppear()
  }

  func handle(_ command: CommandInput, presenter: any PlayerDetailPresenting) async {
    guard command.name == "edit" else {
      return console.error(CommandError.unknown(command.name, commands: commands).message)
    }
    let fieldList = keywords.joined(separator: ", ")
    guard let first = command.arguments.first else {
      return console.error("type 'edit FIELD' with one of: \(fieldList)")
    }
    // `team` was the favourite club's word before `club`; old scripts keep working.
    let typed = first.lowercased()
    let word = typed == "team" ? "club" : typed
    guard let index = keywords.firstIndex(of: word) else {
      return console.error(
        "there is no field '\(word)'; choose one of: \(fieldList)")
    }
    let value = command.arguments.dropFirst().joined(separator: " ")
    guard value.isEmpty else { return await presenter.didEnterValue(value, forFieldAt: index) }
    await presenter.didSelectField(at: index)
  }

  // MARK: Output

  func display(_ viewModel: PlayerDetailViewModel) {
    keywords = viewModel.rows.map(\.keyword)
    displayTitle(viewModel.title)
    let table = TextTable(
      columns: [.init("Section"), .init("Field"), .init("Value"), .init("To change")],
      rows: viewModel.rows.map { [$0.section, $0.field, $0.value, "edit \($0.keyword)"] })
    console.lines(table.render(width: console.columns))
    if let record = viewModel.record { console.line(record) }
    console.hint(hint)
  }

  /// The hint under the table, from the command table: `edit FIELD` with the words of the
  /// fields shown for FIELD ("Commands: edit name|age|club|position|skill, help, back").
  var hint: String {
    let fields = keywords.joined(separator: "|")
    let shown = commands.map { command in
      CommandHelp(
        command.usage, command.summary, hint: command.hint.replacing("FIELD", with: fields))
    }
    return CommandHelp.hintLine(of: shown, then: ["help", "back"])
  }
}
