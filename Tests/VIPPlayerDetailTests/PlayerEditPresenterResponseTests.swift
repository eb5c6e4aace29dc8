import BehaviourCatalogue
import Domain
import Testing

@testable import VIPPlayerDetail

/// VIP's edit presenter: each response in, the view model of sentences the view gets out.
@MainActor
struct PlayerEditPresenterResponseTests {
  let display = SpyPlayerEditDisplay()
  let ann = Player(id: 1, name: "Ann", age: 30, position: .goalkeeper)

  var presenter: PlayerEditPresenter { PlayerEditPresenter(view: display) }

  func edit(_ field: PlayerField) -> PlayerFieldEdit { PlayerFieldEdit(player: ann, field: field) }

  func edit(_ field: PlayerField, typed text: String) throws -> PlayerFieldEdit {
    var edit = PlayerFieldEdit(player: ann, field: field)
    try edit.enter(text)
    return edit
  }

  @Test(.tags(.playerEditPicksAChoiceByNumber))
  func aChoiceFieldListsItsOptionsWithTheCurrentOneMarked() {
    display.expect(.displayEdit)
    let presenter = self.presenter
    presenter.presentEdit(response: .init(edit: edit(.position)))
    presenter.presentEdit(response: .init(edit: edit(.age)))
    #expect(display.edits.map(\.title) == ["Edit Ann: position", "Edit Ann: age"])
    #expect(display.edits.map(\.current) == ["Current position: Goalkeeper", "Current age: 30"])
    #expect(display.edits[0].choices.count == 5)
    #expect(display.edits[0].choices[0] == ["1", "Goalkeeper", "(current)"])
    #expect(display.edits[1].choices.isEmpty)
    #expect(
      display.edits.map(\.hint) == [
        "Commands: N or set NAME to choose, save, help, back",
        "Commands: set AGE, save, help, back",
      ])
  }

  @Test(.tags(.playerEditRefusesABadValue, .playerEditSavesATypedValue))
  func aChangeIsDescribedARefusalAndTheCurrentValueAreSaid() throws {
    display.expect(.displayChange)
    let presenter = self.presenter
    presenter.presentChange(response: .changed(try edit(.age, typed: "31")))
    presenter.presentChange(response: .changed(edit(.age)))
    presenter.presentChange(response: .refused(.invalidInput("the age must be a number")))
    #expect(
      display.changes == [
        .message(
          "New age: 31 (was 30). Type 'save' to keep it or 'back' to leave it as it was."),
        .message("That is the current age; there is nothing to save."),
        .error("the age must be a number"),
      ])
  }

  @Test(
    .tags(
      .playerEditSavesATypedValue, .playerEditRefusedSaveStaysOnTheForm, .playerEditRefusesABadValue
    )) func aSaveIsConfirmedOrSaysWhyNot() async throws
  {
    display.expect(.displaySave)
    let presenter = self.presenter
    let typed = try edit(.age, typed: "31")
    await presenter.presentSave(response: .saved(typed.edited, edit: typed))
    await presenter.presentSave(response: .nothingToSave(edit(.age)))
    await presenter.presentSave(response: .nothingToSave(edit(.position)))
    await presenter.presentSave(response: .failed(.storage("disk full"), edit: typed))
    #expect(
      display.saves == [
        .saved("Saved the age of Ann: 31."),
        .error("nothing to save; type 'set AGE' with a different age first"),
        .error("nothing to save; choose a different position first"),
        .error("could not save the age: storage failed: disk full"),
      ])
  }

  @Test(.tags(.playerEditAsksBeforeLeavingAChange)) func leavingAsksOnlyWhenAChangeWouldBeLost()
    async throws
  {
    display.expect(.displayLeave)
    let presenter = self.presenter
    await presenter.presentLeave(response: .init(edit: edit(.name)))
    await presenter.presentLeave(response: .init(edit: try edit(.name, typed: "Annie")))
    #expect(
      display.leaves == [
        .init(question: nil, stillEditing: "Still editing; type 'save' to keep the new name."),
        .init(
          question: "Leave without saving the new name (Annie)?",
          stillEditing: "Still editing; type 'save' to keep the new name."),
      ])
  }
}
