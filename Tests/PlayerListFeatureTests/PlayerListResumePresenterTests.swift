import Domain
import TestSupport
import Testing

@testable import PlayerListFeature

/// A match left unfinished is offered back from the player list: the hint names `resume`
/// while one is saved, and `resume` asks the parent for it.
@MainActor
struct PlayerListResumePresenterTests {
  let view = SpyPlayerListView()
  let router = RecordingPlayerListRouter()

  func makePresenter(_ interactor: StubPlayerListInteractor) -> PlayerListPresenter {
    PlayerListPresenter(username: "alice", view: view, interactor: interactor, router: router)
  }

  @Test func theHintMentionsResumeOnlyWhileAMatchIsSaved() async {
    view.expect(.display)
    let interactor = StubPlayerListInteractor(players: [.ann])
    interactor.expect(.loadRoster, .hasUnfinishedMatch)
    let presenter = makePresenter(interactor)
    await presenter.viewDidAppear()
    #expect(view.lastViewModel?.hint.hasPrefix("Commands: add [NAME], ") == true)
    interactor.unfinishedMatch = true
    await presenter.viewDidAppear()
    #expect(view.lastViewModel?.hint.hasPrefix("Commands: resume, add [NAME], ") == true)
  }

  @Test func anEmptyRosterStillOffersTheSavedMatch() async {
    view.expect(.display)
    let interactor = StubPlayerListInteractor(players: [])
    interactor.expect(.loadRoster, .hasUnfinishedMatch)
    interactor.unfinishedMatch = true
    await makePresenter(interactor).viewDidAppear()
    #expect(
      view.lastViewModel?.hint
        == "Commands: resume, add [NAME], import FILE, history, list, logout, help, quit")
  }

  @Test func resumeAsksTheParentForTheSavedMatch() async {
    router.expect(.resumeMatch)
    let interactor = StubPlayerListInteractor(players: [.ann])
    interactor.expect(.hasUnfinishedMatch)
    interactor.unfinishedMatch = true
    await makePresenter(interactor).didRequestResume()
    #expect(router.routes == [.resume])
    #expect(view.outputs.isEmpty)
  }

  @Test func resumeWithNothingSavedSaysSoAndGoesNowhere() async {
    view.expect(.displayError)
    await makePresenter(StubPlayerListInteractor(players: [.ann], expecting: [.hasUnfinishedMatch]))
      .didRequestResume()
    #expect(
      view.outputs == [
        .error("there is no unfinished match to resume; type 'select' to start one")
      ])
    #expect(router.routes.isEmpty)
  }
}

/// The interactor looks for the saved match through the Domain snapshot service.
struct PlayerListResumeInteractorTests {
  @Test func anUnfinishedMatchIsFoundOnlyWhenASnapshotIsSaved() async throws {
    let snapshots = FakeMatchSnapshotService()
    let interactor = PlayerListInteractor(
      playerService: FakePlayerService(), files: InMemoryTextFiles(), snapshotService: snapshots)
    #expect(try await interactor.hasUnfinishedMatch() == false)
    try await snapshots.saveSnapshot(
      MatchSnapshot(
        gatherID: Gather.ID(), players: [], goals: [],
        timer: MatchTimerState(
          plan: .standard, stage: 0, remainingMilliseconds: 600_000, wasRunning: false)))
    #expect(try await interactor.hasUnfinishedMatch())
  }
}
