import BehaviourCatalogue
import MVPTestSupport
import Testing

@testable import MVPCPlayerDetail

/// MVP-C's edit presenter with a mock view: every check of MVPTestSupport's
/// `PlayerEditPresenterCheck`, written once for MVP and MVP-C (same presenter, one copy each).
@MainActor
struct PlayerEditPresenterTests {
  @Test(
    .tags(
      .playerEditPicksAChoiceByNumber, .playerEditSavesATypedValue, .playerEditRefusesABadValue,
      .playerEditAsksBeforeLeavingAChange), arguments: PlayerEditPresenterCheck.allCases)
  func presenterTellsTheView(_ check: PlayerEditPresenterCheck) async {
    await check.run(PlayerEditPresenter.init(view:edit:service:))
  }
}

/// MVP-C's detail presenter with a mock view: every check of MVPTestSupport's
/// `PlayerDetailPresenterCheck`, written once for MVP and MVP-C.
@MainActor
struct PlayerDetailPresenterTests {
  @Test(
    .tags(.playerDetailListsEveryField, .playerDetailUnreadableRecordIsOneError),
    arguments: PlayerDetailPresenterCheck.allCases)
  func presenterTellsTheView(_ check: PlayerDetailPresenterCheck) async {
    await check.run(PlayerDetailPresenter.init(view:player:gatherService:))
  }
}

// The shared mocks are the views MVP-C's presenters talk to; the presenters are driven as
// the checks expect.
extension MockPlayerEditView: PlayerEditViewProtocol {}
extension MockPlayerDetailView: PlayerDetailViewProtocol {}
extension PlayerEditPresenter: MVPPlayerEditPresenting {}
extension PlayerDetailPresenter: MVPPlayerDetailPresenting {}
