import Domain
import TestSupport
import Testing

@testable import SelectionFeature

/// The picks are kept between runs: picked again when the screen first opens, kept after
/// every command that changes them, and emptied (not the teams) by `cancel`.
@MainActor
struct SelectionKeptPicksTests {
  let view = SpySelectionView()
  let router = RecordingSelectionRouter()

  @Test func thePicksKeptArePickedAgainAndEachChangeIsKept() async {
    view.expect(.display)
    router.expect(.makeTeams, .cancel)
    view.expect(.displayMessage)
    let interactor = StubSelectionInteractor(
      players: [.ann, .bob, .cy, .dee],
      expecting: [
        .loadRoster, .players,
      ])
    interactor.setKept([.bob, .dee])
    let presenter = SelectionPresenter(
      username: "alice", window: RosterWindow(), view: view, interactor: interactor,
      router: router)
    await presenter.viewDidAppear()
    #expect(view.lastViewModel?.title == "Select players of alice: 2 of 4 selected")
    await presenter.didPickPlayers(at: [0])
    await presenter.didFinishCommand()
    #expect(interactor.kept.saves == [[.ann, .bob, .dee]])
    // Showing the screen again (back from the teams) does not pick the old ones again.
    await presenter.didUnpickPlayers(at: [3])
    await presenter.viewDidAppear()
    #expect(view.lastViewModel?.title == "Select players of alice: 2 of 4 selected")
    await presenter.didConfirmSelection()  // kept before the teams screen reads them
    #expect(interactor.kept.saves.last == [.ann, .bob])
    await presenter.didCancelSelection()
    #expect(interactor.kept.current == [])
  }

  @Test func thePicksKeptAreReadAsTheRosterHasThemNow() async throws {
    let service = FakePlayerService(players: [.ann, .bob, .cy])
    var renamed = Player.bob
    renamed.name = "Bobby"
    try await service.updatePlayer(renamed)
    let drafts = FakeTeamDraftService(draft: TeamDraft(picks: [1, 2, 99]))
    let interactor = SelectionInteractor(playerService: service, draftService: drafts)
    #expect(try await interactor.keptPicks() == [.ann, renamed])
    try await interactor.keepPicks([.ann, renamed])
    #expect(drafts.current == TeamDraft(picks: [1, 2]))
    try await interactor.keepPicks([.ann, renamed])  // unchanged: nothing written
    #expect(drafts.writes == 1)
  }

  /// Many kept picks are read with the roster at once, in the order kept.
  @Test func manyKeptPicksAreReadWithTheRosterAtOnce() async throws {
    let roster = (1...120).map { Player(id: $0, name: "Player \($0)") }
    let service = FakePlayerService(players: roster)
    let drafts = FakeTeamDraftService(draft: TeamDraft(picks: Array(1...100) + [500]))
    let interactor = SelectionInteractor(playerService: service, draftService: drafts)
    #expect(try await interactor.keptPicks() == Array(roster.prefix(100)))
  }
}
