import LineUI
import TestSupport
import Testing

@testable import PlayerAddFeature

@MainActor
struct PlayerAddViewTests {
  let viewModel = PlayerAddViewModel(
    title: "Add a player",
    fields: [
      .init(label: "Name", value: "required"), .init(label: "Favourite team", value: "Ajax"),
    ],
    positions: ["Goalkeeper", "Striker"], skills: ["Beginner", "Amateur", "Professional"],
    hint: "Commands: name NAME, save")

  @Test func rendersTheFormTheNumberedChoicesAndTheHint() {
    let (console, _, output) = Console.scripted()
    PlayerAddView(console: console).display(viewModel)
    #expect(
      output.text == """

        Add a player
          Field           Value
          Name            required
          Favourite team  Ajax
        Positions: 1 Goalkeeper, 2 Striker
        Skills: 1 Beginner, 2 Amateur, 3 Professional
        Commands: name NAME, save

        """)
  }

  @Test func eachCommandBecomesOnePresenterCall() async {
    let (console, _, _) = Console.scripted()
    let view = PlayerAddView(console: console)
    let presenter = SpyPlayerAddPresenter()
    view.display(viewModel)
    for line in [
      "name  Ann  Marie ", "age 31", "age", "team Real Madrid", "position 2", "SKILL 3", "save",
    ] {
      await view.handle(CommandInput(line), presenter: presenter)
    }
    #expect(
      presenter.events == [
        "name 'Ann  Marie'", "age '31'", "age ''", "team 'Real Madrid'", "position 1",
        "skill 2", "save",
      ])
  }

  @Test(arguments: [
    ("position 9", "error: there is no position 9; choose a number from 1 to 2"),
    ("position 0", "error: there is no position 0; choose a number from 1 to 2"),
    ("skill pro", "error: 'pro' is not a number; type a skill number from the list"),
    ("position", "error: type 'position N' with the position's number"),
    (
      "add",
      "error: unknown command 'add'; type one of: name NAME, age AGE, team TEAM, position N, skill N, save, help, back, quit"
    ),
  ])
  func badInputIsOneErrorAndNoPresenterCall(line: String, expected: String) async {
    let (console, _, output) = Console.scripted()
    let view = PlayerAddView(console: console)
    let presenter = SpyPlayerAddPresenter()
    view.display(viewModel)
    output.clear()
    await view.handle(CommandInput(line), presenter: presenter)
    #expect(output.lines == [expected, ""])
    #expect(presenter.events.isEmpty)
  }

  @Test func messagesFromDataStayOnOneLine() {
    let (console, _, output) = Console.scripted()
    let view = PlayerAddView(console: console)
    view.displayMessage("Added Ann\nMarie.")
    view.displayError("no\tway")
    #expect(output.lines == ["Added Ann\\nMarie.", "error: no\\tway", ""])
  }
}
