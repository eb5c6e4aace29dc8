import BehaviourCatalogue
import LineUI
import TestDoubles
import TestSupport
import Testing

@testable import PlayerEditFeature

@MainActor
struct PlayerEditViewTests {
  let textModel = PlayerEditViewModel(
    title: "Edit Ann: age", current: "Current age: not set", fieldName: "age", choices: [],
    placeholder: "AGE")
  let choiceModel = PlayerEditViewModel(
    title: "Edit Ann: position", current: "Current position: Goalkeeper", fieldName: "position",
    choices: [
      .init(number: "1", name: "Goalkeeper", isCurrent: true),
      .init(number: "2", name: "Defender", isCurrent: false),
    ],
    placeholder: "POSITION")

  /// The edit screen, reporting to a spy presenter.
  let screen = ViewHarness(PlayerEditView.init(console:), presenter: SpyPlayerEditPresenter())

  @Test func rendersATextFieldWithItsCurrentValue() {
    let (console, _, output) = Console.scripted()
    PlayerEditView(console: console).display(textModel)
    #expect(
      output.lines == [
        "", "Edit Ann: age", "Current age: not set", "Commands: set AGE, save, help, back", "",
      ])
  }

  @Test(.tags(.playerEditPicksAChoiceByNumber))
  func rendersAChoiceFieldAsANumberedListMarkingTheCurrentOption() {
    let (console, _, output) = Console.scripted()
    PlayerEditView(console: console).display(choiceModel)
    #expect(
      output.text == """

        Edit Ann: position
        Current position: Goalkeeper
          #  Option
          1  Goalkeeper  (current)
          2  Defender
        Commands: N or set NAME to choose, save, help, back

        """)
  }

  @Test(.tags(.playerEditSavesATypedValue))
  func textCommandsBecomeOnePresenterCallEach() async {
    screen.view.display(textModel)
    let events = await screen.events(
      expecting: .didEnterValue, .didRequestSave, afterTyping: ["set 31", "set", "SAVE"])
    #expect(events == ["value '31'", "value ''", "save"])
  }

  @Test(.tags(.playerEditPicksAChoiceByNumber))
  func aNumberChoosesAnOption() async {
    screen.view.display(choiceModel)
    #expect(await screen.events(expecting: .didChooseOption, afterTyping: ["2"]) == ["option 1"])
  }

  @Test(
    .tags(.playerEditRefusesABadValue),
    arguments: [
      ("9", "error: there is no position 9; choose a number from 1 to 2"),
      ("0", "error: there is no position 0; choose a number from 1 to 2"),
      ("1 2", "error: unknown command '1'; type one of: N, set NAME, save, help, back, quit"),
    ])
  func badChoicesAreOneErrorAndNoPresenterCall(line: String, expected: String) async {
    screen.view.display(choiceModel)
    await screen.expectRefusal(of: line, saying: expected)
  }

  @Test(.tags(.playerEditRefusesABadValue))
  func aNumberOnATextFieldIsAnUnknownCommand() async {
    screen.view.display(textModel)
    await screen.expectRefusal(
      of: "31",
      saying: "error: unknown command '31'; type one of: set VALUE, save, help, back, quit")
  }

  @Test(.tags(.playerEditAsksBeforeLeavingAChange))
  func backAndTheEndOfInputAskThePresenterWhetherTheFormMayBeLeft() async {
    screen.view.display(textModel)
    #expect(await screen.goBack(expecting: .shouldLeave) == .pop)
    #expect(screen.presenter.events == ["shouldLeave"])
  }
}
