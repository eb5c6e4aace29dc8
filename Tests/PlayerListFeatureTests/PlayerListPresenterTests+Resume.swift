import Domain
import TestSupport
import Testing

@testable import PlayerListFeature

/// A match left unfinished is offered back from the player list: the hint names `resume`
/// while one is saved, and `resume` asks the parent for it.
extension PlayerListPresenterTests {
  /// A presenter whose list of Ann appeared while no match was saved, and its stub (to
  /// save one afterwards).
  func appearedWithNoMatchSaved() async -> (PlayerListPresenter, StubPlayerListInteractor) {
    let interactor = StubPlayerListInteractor(players: [.ann])
    interactor.expect(.loadRoster, .unfinishedMatch)
    let presenter = makePresenter(interactor)
    await presenter.viewDidAppear()
    return (presenter, interactor)
  }

  @Test func theHintMentionsResumeOnlyWhileAMatchIsSaved() async {
    view.expect(.display)
    let (presenter, interactor) = await appearedWithNoMatchSaved()
    #expect(view.lastViewModel?.offersResume == false)
    interactor.savedMatch = .unfinished
    await presenter.viewDidAppear()
    #expect(view.lastViewModel?.offersResume == true)
  }

  @Test func anEmptyRosterStillOffersTheSavedMatch() async {
    view.expect(.display)
    let interactor = StubPlayerListInteractor(players: [])
    interactor.expect(.loadRoster, .unfinishedMatch)
    interactor.savedMatch = .unfinished
    router.expect(.resume)
    await makePresenter(interactor).viewDidAppear()
    #expect(view.lastViewModel?.offersResume == true)
    #expect(view.lastViewModel?.emptyMessage != nil)
  }

  @Test func resumeAsksTheParentForTheSavedMatch() async {
    router.expect(.resume)
    let interactor = StubPlayerListInteractor(players: [.ann])
    interactor.expect(.unfinishedMatch)
    interactor.savedMatch = .unfinished
    await makePresenter(interactor).didRequestExit(.resume)
    #expect(router.intents == [.resume(.unfinished)])
    #expect(view.outputs.isEmpty)
  }

  @Test func theFirstTimeTheListShowsASavedMatchOpensAtOnce() async {
    view.expect(.display)
    let interactor = StubPlayerListInteractor(players: [.ann])
    interactor.expect(.loadRoster, .unfinishedMatch)
    interactor.savedMatch = .unfinished
    router.expect(.resume)
    let presenter = makePresenter(interactor)
    await presenter.viewDidAppear()
    #expect(router.intents == [.resume(.unfinished)])
    // Coming back to the list (the user left the match for later) only offers it.
    await presenter.viewDidAppear()
    #expect(router.intents == [.resume(.unfinished)])
    #expect(view.lastViewModel?.offersResume == true)
  }

  @Test func aMatchSavedAfterTheFirstShowingIsOnlyOffered() async {
    view.expect(.display)
    let (presenter, interactor) = await appearedWithNoMatchSaved()
    interactor.savedMatch = .unfinished
    await presenter.viewDidAppear()
    #expect(router.intents.isEmpty)
  }

  @Test func aFailedLookUpTheFirstTimeIsOneErrorAfterTheRoster() async {
    view.expect(.display, .displayError)
    let interactor = StubPlayerListInteractor(players: [.ann])
    interactor.expect(.loadRoster, .unfinishedMatch)
    interactor.lookupFailure = .storage("the file is locked")
    await makePresenter(interactor).viewDidAppear()
    #expect(view.outputs.count == 2)
    #expect(
      view.outputs.last
        == .error("could not look for an unfinished match: storage failed: the file is locked"))
    #expect(router.intents.isEmpty)
  }

  @Test func resumeWithNothingSavedSaysSoAndGoesNowhere() async {
    view.expect(.displayError)
    await makePresenter(StubPlayerListInteractor(players: [.ann], expecting: [.unfinishedMatch]))
      .didRequestExit(.resume)
    #expect(
      view.outputs == [
        .error("there is no unfinished match to resume; type 'select' to start one")
      ])
    #expect(router.intents.isEmpty)
  }
}

extension MatchSnapshot {
  /// A match left in its first half.
  static let unfinished = MatchSnapshot(
    gatherID: Gather.ID(), players: [], goals: [],
    timer: MatchTimerState(
      plan: .standard, stage: 0, remainingMilliseconds: 600_000, wasRunning: false))
}

/// The interactor looks for the saved match through the Domain snapshot service.
struct PlayerListResumeInteractorTests {
  @Test func anUnfinishedMatchIsFoundOnlyWhenASnapshotIsSaved() async throws {
    let snapshots = FakeMatchSnapshotService()
    let interactor = PlayerListInteractor(
      playerService: FakePlayerService(), snapshotService: snapshots,
      draftService: FakeTeamDraftService())
    #expect(try await interactor.unfinishedMatch() == nil)
    try await snapshots.saveSnapshot(.unfinished)
    #expect(try await interactor.unfinishedMatch() == .unfinished)
  }
}
