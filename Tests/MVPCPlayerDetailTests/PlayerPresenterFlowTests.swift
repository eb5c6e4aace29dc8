import BehaviourCatalogue
import Domain
import MVPTestSupport
import TestSupport
import Testing

@testable import MVPCPlayerDetail

/// MVP-C's detail and edit presenters with the strict mock views, for what the shared checks
/// leave out: the field words refused, choosing by number, values refused or unchanged,
/// a failed save, and leaving with or without a change.
@MainActor
struct PlayerDetailPresenterFlowTests {
  let ann = Player(id: 1, name: "Ann", age: 30)
  let view = MockPlayerDetailView()

  @Test(.tags(.playerDetailRefusesAFieldThatIsNotThere))
  func aFieldMustBeOneKnownWordAndTeamStillMeansClub() async {
    view.expect(.handleError, .showEditView)
    let presenter = PlayerDetailPresenter(
      view: view, player: ann, gatherService: FakeGatherService())
    await presenter.selectField(named: [])
    await presenter.selectField(named: ["age", "name"])
    await presenter.selectField(named: ["height"])
    await presenter.selectField(named: ["TEAM"])
    let fields = "name, age, club, position, skill"
    #expect(
      view.errors == [
        "type 'edit FIELD' with one of: \(fields)", "type 'edit FIELD' with one of: \(fields)",
        "there is no field 'height'; choose one of: \(fields)",
      ])
    #expect(view.edits == [PlayerFieldEdit(player: ann, field: .favouriteTeam)])
  }

  @Test(.tags(.playerEditSavesATypedValue)) func theSavedPlayerIsShownWhenTheScreenAppearsAgain()
    async
  {
    view.expect(.display, .showEditView)
    let presenter = PlayerDetailPresenter(
      view: view, player: ann, gatherService: FakeGatherService())
    var annie = ann
    annie.name = "Annie"
    presenter.updatePlayer(annie)
    await presenter.viewDidAppear()
    await presenter.selectField(named: ["age"])
    #expect(view.titles == ["Player: Annie"])
    #expect(view.edits.map(\.original) == [annie])
  }
}

@MainActor
struct PlayerEditPresenterFlowTests {
  let ann = Player(id: 1, name: "Ann", age: 30, position: .goalkeeper)
  let view = MockPlayerEditView()

  func presenter(_ field: PlayerField, service: FakePlayerService = FakePlayerService())
    -> PlayerEditPresenter
  {
    PlayerEditPresenter(
      view: view, edit: PlayerFieldEdit(player: ann, field: field), service: service)
  }

  @Test(.tags(.playerEditPicksAChoiceByNumber, .playerEditSavesOnlyItsField))
  func anOptionIsChosenByNumberAndSavedOverTheRecordAsStoredNow() async {
    view.expect(.showMessage, .handleSuccessfulPlayerUpdate)
    let service = FakePlayerService(players: [ann])
    let presenter = presenter(.position, service: service)
    #expect(presenter.isSelectionViewType && presenter.numberOfChoices == 5)
    #expect(presenter.fieldName == "position")
    presenter.chooseOption(at: 4)
    service.changeAsAnotherClient(id: 1) { $0.name = "Annie" }
    await presenter.updatePlayer()
    let saved = service.players
    #expect(saved.map(\.name) == ["Annie"])
    #expect(saved.first?.position == .striker)
    #expect(view.calls.last == .saved(saved[0]))
  }

  @Test(.tags(.playerEditRefusesABadValue)) func aValueRefusedOrUnchangedIsSaidAndNothingIsSaved()
    async
  {
    view.expect(.showMessage, .handleError)
    let presenter = presenter(.age)
    #expect(presenter.isSelectionViewType == false)
    presenter.enterValue("old")
    presenter.enterValue("30")
    presenter.chooseOption(at: 0)
    #expect(view.calls.count == 3)
    #expect(view.calls[1] == .message("That is the current age; there is nothing to save."))
    #expect(await presenter.shouldLeave())
  }

  @Test(.tags(.playerEditRefusesABadValue, .playerEditPicksAChoiceByNumber))
  func aChoiceUnchangedIsSaidAndSavingAsksForAnotherOne() async {
    view.expect(.showMessage, .handleError)
    let presenter = presenter(.position)
    presenter.chooseOption(at: 0)
    await presenter.updatePlayer()
    #expect(
      view.calls == [
        .message("That is the current position; there is nothing to save."),
        .error("nothing to save; choose a different position first"),
      ])
  }

  @Test(.tags(.playerEditRefusedSaveStaysOnTheForm, .playerEditAsksBeforeLeavingAChange))
  func aFailedSaveKeepsTheChangeOnScreen() async {
    view.expect(.showMessage, .handleError, .askToDiscard)
    let service = FakePlayerService(players: [ann])
    service.setFailure(.storage("disk full"))
    let presenter = presenter(.age, service: service)
    presenter.enterValue("31")
    await presenter.updatePlayer()
    #expect(view.calls.last == .error("could not save the age: storage failed: disk full"))
    view.discards = true
    #expect(await presenter.shouldLeave())
    #expect(view.calls.last == .question("Leave without saving the new age (31)?"))
  }
}
