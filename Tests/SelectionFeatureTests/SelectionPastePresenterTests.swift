import Domain
import Testing

@testable import SelectionFeature

/// `paste`: the names found are picked at once; the others become guests only on a yes.
@MainActor
struct SelectionPastePresenterTests {
  let view = SpySelectionView()

  func makePresenter() async -> SelectionPresenter {
    let presenter = SelectionPresenter(
      username: "alice", window: RosterWindow(), view: view,
      interactor: StubSelectionInteractor(
        players: [.ann, .bob, .cy, .dee], expecting: [.loadRoster, .find, .addGuest]),
      router: RecordingSelectionRouter())
    await presenter.viewDidAppear()
    return presenter
  }

  var picked: [String] {
    view.lastViewModel?.rows.filter(\.isPicked).map(\.name) ?? []
  }

  @Test func theNamesFoundArePickedAndAYesAddsTheOthersAsGuests() async {
    view.expect(.display, .displayMessage, .askConfirmation)
    view.answers = [true]
    let presenter = await makePresenter()
    await presenter.didPaste(["1. ann", "2) BOB ✅", "Zed +1", ""])
    #expect(picked == ["Ann", "Bob", "Zed"])
    #expect(view.lastViewModel?.title == "Select players of alice: 3 of 5 selected")
    #expect(view.outputs.contains(.confirmation("Add Zed to the roster as a guest and pick them?")))
  }

  @Test func theEndOfInputAddsNoGuestButKeepsThePicks() async {
    view.expect(.display, .displayMessage, .askLine)
    let presenter = await makePresenter()
    await presenter.didPaste(["Cy", "Zed", "Yan"])
    #expect(picked == ["Cy"])
    #expect(
      view.outputs.suffix(4).dropLast() == [
        .message("Not on the roster: 1 Zed, 2 Yan."), .prompt(Self.which),
        .message("No guests added; 'add NAME' adds one."),
      ])
    #expect(view.lastViewModel?.title == "Select players of alice: 1 of 4 selected")
  }

  static let which = "Add which as guests and pick them? Their numbers (1 3), all, each or none: "

  @Test func guestsAreChosenByNumberAndAWrongAnswerIsAskedAgain() async {
    view.expect(.display, .displayMessage, .displayError, .askLine)
    view.lineAnswers = ["some", "4", "3 1"]
    let presenter = await makePresenter()
    await presenter.didPaste(["Zed", "Yan", "Kit"])
    #expect(picked == ["Kit", "Zed"])
    #expect(
      view.outputs.filter { if case .display = $0 { false } else { true } } == [
        .message("None of the 3 names is on the roster."),
        .message("Not on the roster: 1 Zed, 2 Yan, 3 Kit."),
        .prompt(Self.which),
        .error("'some' is not an answer here; type the names' numbers (1 3), all, each or none"),
        .prompt(Self.which),
        .error("there is no name 4; choose a number from 1 to 3"),
        .prompt(Self.which),
        .message("Added 2 guests to the roster and picked them for today."),
      ])
  }

  @Test func eachAsksForTheGuestsOneByOne() async {
    view.expect(.display, .displayMessage, .askLine, .askConfirmation)
    view.lineAnswers = ["each"]
    view.answers = [false, true]
    let presenter = await makePresenter()
    await presenter.didPaste(["Zed", "Yan"])
    #expect(picked == ["Yan"])
    #expect(
      view.outputs.filter { if case .confirmation = $0 { true } else { false } } == [
        .confirmation("Add Zed to the roster as a guest and pick them?"),
        .confirmation("Add Yan to the roster as a guest and pick them?"),
      ])
  }

  @Test func aChatsHeadingOutLineAndReservesAreNotPickedNorOfferedAsGuests() async {
    view.expect(.display, .displayMessage)
    let presenter = await makePresenter()
    await presenter.didPaste([
      "Who's in for Thursday? 5-a-side, 8pm", "1. Ann", "2. Bob", "Reserves:", "3. Cy",
      "Out: Dee, Will",
    ])
    #expect(picked == ["Ann", "Bob"])
    #expect(
      view.outputs.filter { if case .display = $0 { false } else { true } } == [
        .message("Reserves, not picked: Cy."), .message("Out, not picked: Dee, Will."),
        .message("Picked 2 of the 2 names: Ann, Bob."),
      ])
  }
}
