import BehaviourCatalogue
import LineUI
import TestDoubles
import TestSupport
import Testing

@testable import PlayerDetailFeature

@MainActor
struct PlayerDetailViewTests {
  let viewModel = PlayerDetailViewModel(
    title: "Player: Ann",
    rows: [
      .init(section: "Personal", field: "Name", value: "Ann", keyword: "name"),
      .init(section: "", field: "Favourite club", value: "not set", keyword: "club"),
      .init(section: "Play", field: "Position", value: "Goalkeeper", keyword: "position"),
    ])

  /// The player showing `viewModel`, reporting to a spy presenter.
  let screen = ViewHarness(PlayerDetailView.init(console:), presenter: SpyPlayerDetailPresenter())

  init() { screen.view.display(viewModel) }

  @Test(.tags(.playerDetailListsEveryField))
  func rendersTheSectionsAsAlignedColumnsWithHowToEditEachField() {
    #expect(
      screen.output.text == """

        Player: Ann
          Section   Field           Value       To change
          Personal  Name            Ann         edit name
                    Favourite club  not set     edit club
          Play      Position        Goalkeeper  edit position
        Commands: edit name|club|position, help, back

        """)
  }

  @Test func aNameWithALineBreakStaysOnOneLine() {
    let (console, _, output) = Console.scripted()
    var model = viewModel
    model.title = "Player: Ann\nMarie"
    model.rows[0].value = "Ann\nMarie"
    PlayerDetailView(console: console).display(model)
    #expect(output.lines[1] == "Player: Ann\\nMarie")
    #expect(output.lines[3] == "  Personal  Name            Ann\\nMarie  edit name")
  }

  @Test func editFieldBecomesOnePresenterCallWithTheRow() async {
    let events = await screen.events(
      expecting: .didSelectField,
      afterTyping: [
        "edit club", "EDIT Position", "edit name", "edit team",
      ])
    #expect(
      events == [
        "didSelectField(at: 1)", "didSelectField(at: 2)", "didSelectField(at: 0)",
        "didSelectField(at: 1)",
      ])
  }

  @Test func editFieldValueBecomesOneCallWithTheRowAndTheValue() async {
    let events = await screen.events(
      expecting: .didEnterValue,
      afterTyping: [
        "edit club Real Madrid", "edit position keeper", "edit name Ann  Lee",
      ])
    #expect(
      events == [
        "didEnterValue(Real Madrid, forFieldAt: 1)", "didEnterValue(keeper, forFieldAt: 2)",
        "didEnterValue(Ann Lee, forFieldAt: 0)",
      ])
  }

  @Test(
    .tags(.playerDetailRefusesAFieldThatIsNotThere),
    arguments: [
      ("edit", "error: type 'edit FIELD' with one of: name, club, position"),
      ("edit height", "error: there is no field 'height'; choose one of: name, club, position"),
      ("edit height 180", "error: there is no field 'height'; choose one of: name, club, position"),
      (
        "delete",
        "error: unknown command 'delete'; type one of: edit FIELD, help, back, quit"
      ),
    ])
  func badInputIsOneErrorAndNoPresenterCall(line: String, expected: String) async {
    await screen.expectRefusal(of: line, saying: expected)
  }

  @Test(.tags(.playerDetailListsEveryField))
  func backLeavesTheDetailWithoutTellingThePresenter() async {
    #expect(await screen.goBack() == .pop)
    #expect(screen.presenter.events.isEmpty)
  }
}
