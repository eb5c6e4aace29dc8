import BehaviourCatalogue
import MVPTestSupport
import Testing

@testable import MVPPlayerDetail

/// MVP's detail and edit presenters with the strict mock views, for what the shared checks
/// leave out: each test runs MVPTestSupport's `PlayerDetailPresenterFlowCheck` or
/// `PlayerEditPresenterFlowCheck` of its name (written once for MVP and MVP-C) against this
/// pattern's presenter.
@MainActor
struct PlayerDetailPresenterFlowTests {
  @Test(.tags(.playerDetailRefusesAFieldThatIsNotThere))
  func aFieldMustBeOneKnownWordAndTeamStillMeansClub() async {
    await PlayerDetailPresenterFlowCheck.aFieldMustBeOneKnownWordAndTeamStillMeansClub.run(
      PlayerDetailPresenter.init(view:player:gatherService:))
  }

  @Test(.tags(.playerEditSavesATypedValue)) func theSavedPlayerIsShownWhenTheScreenAppearsAgain()
    async
  {
    await PlayerDetailPresenterFlowCheck.theSavedPlayerIsShownWhenTheScreenAppearsAgain.run(
      PlayerDetailPresenter.init(view:player:gatherService:))
  }
}

@MainActor
struct PlayerEditPresenterFlowTests {
  @Test(.tags(.playerEditPicksAChoiceByNumber, .playerEditSavesOnlyItsField))
  func anOptionIsChosenByNumberAndSavedOverTheRecordAsStoredNow() async {
    await PlayerEditPresenterFlowCheck.anOptionIsChosenByNumberAndSavedOverTheRecordAsStoredNow.run(
      PlayerEditPresenter.init(view:edit:service:))
  }

  @Test(.tags(.playerEditRefusesABadValue)) func aValueRefusedOrUnchangedIsSaidAndNothingIsSaved()
    async
  {
    await PlayerEditPresenterFlowCheck.aValueRefusedOrUnchangedIsSaidAndNothingIsSaved.run(
      PlayerEditPresenter.init(view:edit:service:))
  }

  @Test(.tags(.playerEditRefusesABadValue, .playerEditPicksAChoiceByNumber))
  func aChoiceUnchangedIsSaidAndSavingAsksForAnotherOne() async {
    await PlayerEditPresenterFlowCheck.aChoiceUnchangedIsSaidAndSavingAsksForAnotherOne.run(
      PlayerEditPresenter.init(view:edit:service:))
  }

  @Test(.tags(.playerEditRefusedSaveStaysOnTheForm, .playerEditAsksBeforeLeavingAChange))
  func aFailedSaveKeepsTheChangeOnScreen() async {
    await PlayerEditPresenterFlowCheck.aFailedSaveKeepsTheChangeOnScreen.run(
      PlayerEditPresenter.init(view:edit:service:))
  }
}
