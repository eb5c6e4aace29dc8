import BehaviourCatalogue
import Domain
import Testing

@testable import PlayerEditFeature

/// Leaving the form (`back`, Ctrl-C): a changed value is asked about first and is kept only
/// by `save`.
extension PlayerEditPresenterTests {
  @Test(.tags(.playerEditAsksBeforeLeavingAChange))
  func anUnchangedFormLeavesWithoutAQuestion() async {
    #expect(await makePresenter(.age).shouldLeave())
    #expect(view.outputs.isEmpty)
    #expect(interactor.saved.isEmpty)
  }

  @Test(.tags(.playerEditAsksBeforeLeavingAChange))
  func aChangedFormAsksAndANoStaysWithTheNewValueUnsaved() async {
    view.expect(.displayMessage, .askToDiscard)
    view.answers = [false]
    let presenter = makePresenter(.name)
    await presenter.didEnterValue("Annie")
    #expect(await presenter.shouldLeave() == false)
    #expect(
      Array(view.outputs.dropFirst()) == [
        .confirmation("Leave without saving the new name (Annie)?"),
        .message("Still editing; type 'save' to keep the new name."),
      ])
    #expect(interactor.saved.isEmpty)
    #expect(router.finished.isEmpty)
  }

  @Test(.tags(.playerEditAsksBeforeLeavingAChange))
  func aChangedFormAsksAndAYesLeavesWithNothingSaved() async {
    view.expect(.displayMessage, .askToDiscard)
    view.answers = [true]
    let presenter = makePresenter(.age)
    await presenter.didEnterValue("31")
    #expect(await presenter.shouldLeave())
    #expect(view.outputs.last == .confirmation("Leave without saving the new age (31)?"))
    #expect(interactor.saved.isEmpty)
    #expect(router.finished.isEmpty)
  }

  @Test(.tags(.playerEditRefusedSaveStaysOnTheForm))
  func aRefusedSaveKeepsTheNewValueOnTheFormForTheNextSave() async {
    view.expect(.displayMessage, .displayError)
    interactor.expect(.save)
    router.expect(.finishEditing)
    let presenter = makePresenter(.age)
    await presenter.didEnterValue("31")
    interactor.failure = .storage("disk full")
    await presenter.didRequestSave()
    #expect(view.outputs.last == .error("could not save the age: storage failed: disk full"))
    #expect(router.finished.isEmpty)
    interactor.failure = nil
    await presenter.didRequestSave()
    #expect(view.outputs.last == .message("Saved the age of Ann: 31."))
    #expect(interactor.saved.map(\.age) == [31])
    #expect(router.finished.map(\.age) == [31])
  }
}
