import LineUI
import TestDoubles
import TestSupport
import Testing

@testable import PlayerAddFeature

@MainActor
struct PlayerAddViewTests {
  let viewModel = PlayerAddViewModel(
    title: "Add a player",
    fields: [
      .init(label: "Name", value: "required"), .init(label: "Favourite club", value: "Ajax"),
    ],
    positions: ["Goalkeeper", "Striker"], skills: ["Beginner", "Amateur", "Professional"])

  /// The form showing `viewModel`, reporting to a spy presenter.
  let screen = ViewHarness(PlayerAddView.init(console:), presenter: SpyPlayerAddPresenter())

  init() { screen.view.display(viewModel) }

  @Test func rendersTheFormTheNumberedChoicesAndTheHint() {
    #expect(
      screen.output.text == """

        Add a player
          Field           Value
          Name            required
          Favourite club  Ajax
        Positions: 1 Goalkeeper, 2 Striker
        Skills: 1 Beginner, 2 Amateur, 3 Professional
        Commands: name NAME, age AGE, club CLUB, position P, skill S, save, help, back

        """)
  }

  @Test func eachCommandBecomesOnePresenterCall() async {
    let events = await screen.events(
      expecting: .didEnterName, .didEnterAge, .didEnterFavouriteTeam, .didChoosePosition,
      .didChooseSkill, .didRequestSave,
      afterTyping: [
        "name  Ann  Marie ", "age 31", "age", "club Real Madrid", "position 2", "SKILL pro",
        "team Betis", "save",
      ])
    #expect(
      events == [
        "name 'Ann  Marie'", "age '31'", "age ''", "team 'Real Madrid'", "position '2'",
        "skill 'pro'", "team 'Betis'", "save",
      ])
  }

  @Test(arguments: [
    ("position", "error: type 'position' and one position: its name, start of name or number"),
    ("skill very good", "error: type 'skill' and one skill: its name, start of name or number"),
    ("save now", "error: 'save' takes nothing after it; type 'save'"),
    (
      "add",
      "error: unknown command 'add'; type one of: name NAME, age AGE, club CLUB, position P, skill S, save, help, back, quit"
    ),
  ])
  func badInputIsOneErrorAndNoPresenterCall(line: String, expected: String) async {
    await screen.expectRefusal(of: line, saying: expected)
  }

  @Test func messagesFromDataStayOnOneLine() {
    let (console, _, output) = Console.scripted()
    let view = PlayerAddView(console: console)
    view.displayMessage("Added Ann\nMarie.")
    view.displayError("no\tway")
    #expect(output.lines == ["Added Ann\\nMarie.", "error: no\\tway", ""])
  }
}
