import BehaviourCatalogue
import Domain
import Testing

@testable import PlayerEditFeature

@MainActor
struct PlayerEditPresenterTests {
  let view = SpyPlayerEditView()
  let interactor = StubPlayerEditInteractor()
  let router = RecordingPlayerEditRouter()

  func makePresenter(_ field: PlayerField, of player: Player = .ann) -> PlayerEditPresenter {
    PlayerEditPresenter(
      edit: PlayerFieldEdit(player: player, field: field), view: view, interactor: interactor,
      router: router)
  }

  /// What the screen editing Ann's `field` shows when it appears.
  func shownOnAppearing(_ field: PlayerField) async -> [SpyPlayerEditView.Output] {
    view.expect(.display)
    await makePresenter(field).viewDidAppear()
    return view.outputs
  }

  @Test func aTextFieldShowsItsCurrentValueAndHowToTypeANewOne() async {
    #expect(
      await shownOnAppearing(.favouriteTeam) == [
        .display(
          PlayerEditViewModel(
            title: "Edit Ann: favourite club", current: "Current favourite club: not set",
            fieldName: "favourite club", choices: [], placeholder: "CLUB"))
      ])
  }

  @Test(.tags(.playerEditPicksAChoiceByNumber))
  func aChoiceFieldNumbersItsOptionsAndMarksTheCurrentOne() async {
    #expect(
      await shownOnAppearing(.skill) == [
        .display(
          PlayerEditViewModel(
            title: "Edit Ann: skill", current: "Current skill: Amateur", fieldName: "skill",
            choices: [
              .init(number: "1", name: "Beginner", isCurrent: false),
              .init(number: "2", name: "Amateur", isCurrent: true),
              .init(number: "3", name: "Professional", isCurrent: false),
            ],
            placeholder: "SKILL"))
      ])
  }

  @Test(.tags(.playerEditSavesATypedValue))
  func aNewValueIsOfferedForSavingAndSavedThroughTheRouter() async {
    view.expect(.displayMessage)
    interactor.expect(.save)
    router.expect(.finishEditing)
    let presenter = makePresenter(.name)
    await presenter.didEnterValue("Annie")
    await presenter.didRequestSave()
    var annie = Player.ann
    annie.name = "Annie"
    #expect(
      view.outputs == [
        .message(
          "New name: Annie (was Ann). Type 'save' to keep it or 'back' to leave it as it was."),
        .message("Saved the name of Ann: Annie."),
      ])
    #expect(interactor.saved == [annie])
    #expect(router.finished == [annie])
  }

  @Test(.tags(.playerEditRefusesABadValue))
  func theSameValueInAnotherCaseIsNotOfferedForSaving() async {
    view.expect(.displayMessage, .displayError)
    let presenter = makePresenter(.name)
    await presenter.didEnterValue("ann")
    await presenter.didRequestSave()
    #expect(
      view.outputs == [
        .message("That is the current name; there is nothing to save."),
        .error("nothing to save; type 'set NAME' with a different name first"),
      ])
    #expect(interactor.saved.isEmpty)
    #expect(router.finished.isEmpty)
  }

  @Test(.tags(.playerEditRefusesABadValue))
  func savingAnUnchangedChoiceSaysToChooseAnother() async {
    view.expect(.displayMessage, .displayError)
    let presenter = makePresenter(.position)
    await presenter.didChooseOption(at: 0)
    await presenter.didRequestSave()
    #expect(view.outputs.last == .error("nothing to save; choose a different position first"))
  }

  @Test(.tags(.playerEditRefusesABadValue))
  func aBadValueIsOneErrorAndKeepsTheLastGoodOne() async {
    view.expect(.displayMessage, .displayError)
    interactor.expect(.save)
    router.expect(.finishEditing)
    let presenter = makePresenter(.age)
    await presenter.didEnterValue("31")
    await presenter.didEnterValue("-3")
    await presenter.didRequestSave()
    #expect(view.outputs[1] == .error("the age must be a whole number from 5 to 99"))
    #expect(interactor.saved.map(\.age) == [31])
    #expect(router.finished.map(\.age) == [31])
  }

  @Test(.tags(.playerEditRefusedSaveStaysOnTheForm))
  func aFailedSaveSaysWhyAndStays() async {
    view.expect(.displayMessage, .displayError)
    interactor.expect(.save)
    let presenter = makePresenter(.position)
    await presenter.didChooseOption(at: 4)
    interactor.failure = .network("timed out")
    await presenter.didRequestSave()
    #expect(
      view.outputs.last
        == .error("could not save the position: the server request failed: timed out"))
    #expect(router.finished.isEmpty)
  }
}
