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
    #expect(view.outputs.contains(.confirmation("Add them to the roster as guests and pick them?")))
  }

  @Test func noAddsNoGuestButKeepsThePicks() async {
    view.expect(.display, .displayMessage, .askConfirmation)
    let presenter = await makePresenter()
    await presenter.didPaste(["Cy", "Zed", "Yan"])
    #expect(picked == ["Cy"])
    #expect(view.outputs.contains(.message("Not on the roster: Zed, Yan.")))
    #expect(view.outputs.contains(.confirmation("Add both to the roster as guests and pick them?")))
    #expect(view.lastViewModel?.title == "Select players of alice: 1 of 4 selected")
  }
}
