import Domain
import LineUI
import TestDoubles
import TestSupport
import Testing

@testable import SelectionFeature

@MainActor
struct SelectionViewTests {
  let selecting = SelectionViewModel(
    title: "Select players of alice: 1 of 3 selected",
    rows: [
      .init(number: "1", name: "Ann", position: "Goalkeeper", skill: "Amateur", isPicked: true),
      .init(number: "2", name: "Bob", position: "-", skill: "-", isPicked: false),
      .init(number: "3", name: "Cy", position: "-", skill: "-", isPicked: false),
    ])

  /// The selection showing `selecting`, reporting to a spy presenter.
  let screen = ViewHarness(SelectionView.init(console:), presenter: SpySelectionPresenter())

  init() { screen.view.display(selecting) }

  @Test func marksThePickedPlayers() {
    #expect(
      screen.output.text == """

        Select players of alice: 1 of 3 selected
          Pick  #  Name  Position    Skill
          [x]   1  Ann   Goalkeeper  Amateur
          [ ]   2  Bob   -           -
          [ ]   3  Cy    -           -
        Commands: pick N..|all, unpick N..|all, N.. to toggle, add NAME, confirm, cancel, list, help, back, quit

        """)
  }

  @Test func numbersAndRangesPickUnpickAndToggle() async {
    #expect(
      await screen.events(
        expecting: .didPickPlayers, .didUnpickPlayers, .didTogglePlayers, .didConfirmSelection,
        .didCancelSelection, .didRequestList,
        afterTyping: ["pick 1 3", "unpick 2-3", "1 2,3", "confirm", "cancel", "list"]) == [
          "didPickPlayers(at: [0, 2])", "didUnpickPlayers(at: [1, 2])",
          "didTogglePlayers(at: [0, 1, 2])", "didConfirmSelection", "didCancelSelection",
          "didRequestList(from: nil, through: nil)",
        ])
  }

  @Test func allPicksOrUnpicksEveryoneAndAddTakesAGuestsName() async {
    #expect(
      await screen.events(
        expecting: .didPickPlayers, .didUnpickPlayers, .didRequestGuest, .didRequestList,
        .didRequestMore, .didRequestFind,
        afterTyping: ["pick all", "unpick ALL", "add Sam Guest", "list 2-3", "more", "find an"])
        == [
          "didPickPlayers(at: [0, 1, 2])", "didUnpickPlayers(at: [0, 1, 2])",
          "didRequestGuest(named: Sam Guest)", "didRequestList(from: 1, through: 2)",
          "didRequestMore", "didRequestFind(an)",
        ])
  }

  @Test(arguments: [
    ("add", "error: type 'add NAME' to add a guest and pick them, e.g. 'add Sam'"),
    ("confirm now", "error: 'confirm' takes nothing after it; type 'confirm'"),
    ("pick 0", "error: there is no player 0; choose a number from 1 to 3"),
    ("999", "error: there is no player 999; choose a number from 1 to 3"),
    ("pick 1 4-5", "error: there is no player 4; choose a number from 1 to 3"),
    ("pick", "error: type one or more player numbers, e.g. 1 3 5-7"),
    ("list 3-1", "error: the range '3-1' runs backwards; write it as 1-3"),
    (
      "delete 1",
      "error: unknown command 'delete'; type one of: pick N..|all, unpick N..|all, add NAME, paste, N.., confirm, cancel, list [A-B], more, find TEXT, help, back, quit"
    ),
  ])
  func badPicksAreOneErrorAndNoPresenterCall(line: String, expected: String) async {
    await screen.expectRefusal(of: line, saying: expected)
  }

  @Test func backCancelsTheSelectionAndThePresenterLeaves() async {
    #expect(await screen.goBack(expecting: .didCancelSelection) == .stay)
    #expect(screen.presenter.events == ["didCancelSelection"])
  }
}
