import Domain
import TestSupport
import Testing

@testable import ConfirmPlayersFeature

/// The teams are kept as they change until `play`: the screen for the same players opens
/// on the teams kept (places, names, who sits out and why), every change is kept at once,
/// and starting the gather forgets them.
@MainActor
struct ConfirmPlayersKeptTeamsTests {
  let view = SpyConfirmPlayersView()
  let interactor = StubConfirmPlayersInteractor()
  let router = RecordingConfirmPlayersRouter()

  static let kept = TeamDraft.Teams(
    teamA: [Player.ann.id], teamB: [Player.bob.id], bench: [Player.cy.id, Player.dee.id],
    teamNames: TeamNames(teamA: "Bibs", teamB: "Team B"), size: 1,
    sittingOut: [Player.cy.id, Player.dee.id], proposed: [Player.dee.id])

  func makePresenter(_ players: [Player]) -> ConfirmPlayersPresenter {
    ConfirmPlayersPresenter(
      sheet: TeamSheet(players: players), view: view, interactor: interactor, router: router)
  }

  @Test func theTeamsKeptForTheSamePlayersComeBackAndEachChangeIsKept() async {
    view.expect(.displayMessage, .display)
    interactor.expect(.ratings, .move)
    interactor.state.withLock { $0.keptTeams = Self.kept }
    let presenter = makePresenter([.ann, .bob, .cy, .dee])
    await presenter.viewDidAppear()
    #expect(
      view.outputs.first
        == .message("The teams as last made for these players (kept until 'play'):"))
    #expect(
      view.lastViewModel?.sections.map(\.title) == [
        "Bench (2): 2 sit out", "Bibs (a): 1 player, strength 25.0",
        "Team B: 1 player, strength 30.0",
      ])
    #expect(interactor.state.withLock { $0.keptSaves }.isEmpty)  // nothing changed yet
    await presenter.didRequestMove(rows: [2], to: .teamA)
    let saved = interactor.state.withLock { $0.keptSaves }
    #expect(saved.count == 1)
    #expect(saved.last?.teamA == [Player.ann.id, Player.cy.id])
    #expect(saved.last?.bench == [Player.dee.id])
    // Cy plays now; Dee still sits out as the size proposed.
    #expect(saved.last?.sittingOut == [Player.dee.id])
    #expect(saved.last?.proposed == [Player.dee.id])
    #expect(saved.last?.size == 1)
    #expect(saved.last?.teamNames == TeamNames(teamA: "Bibs", teamB: "Team B"))
  }

  /// A player the teams have no place for (picked since): a fresh sheet.
  @Test func teamsKeptWithoutAPlaceForEveryPlayerAreNotShown() async {
    view.expect(.display)
    interactor.expect(.ratings)
    interactor.state.withLock { $0.keptTeams = Self.kept }
    let presenter = makePresenter([.ann, .bob, .cy, .dee, .eve])
    await presenter.viewDidAppear()
    #expect(
      !view.outputs.contains(
        .message("The teams as last made for these players (kept until 'play'):")))
    #expect(view.lastViewModel?.sections.first?.title == "Bench (5)")
  }

  /// Dee unpicked since: a changed selection gets a fresh sheet, as within a run.
  @Test func aChangedSelectionGetsAFreshSheet() async {
    view.expect(.display)
    interactor.expect(.ratings)
    interactor.state.withLock { $0.keptTeams = Self.kept }
    let presenter = makePresenter([.ann, .bob, .cy])
    await presenter.viewDidAppear()
    #expect(view.lastViewModel?.sections.first?.title == "Bench (3)")
  }

  @Test func theInteractorKeepsNoBlankSheetAndPlayForgetsTheTeams() async throws {
    let drafts = FakeTeamDraftService()
    let interactor = ConfirmPlayersInteractor(
      gatherService: FakeGatherService(), snapshotService: FakeMatchSnapshotService(),
      drafts: drafts, makeSeed: { 1 })
    var sheet = TeamSheet(players: [.ann, .bob, .cy])
    #expect(try await interactor.keptTeams(for: sheet.players) == nil)
    try await interactor.keepTeams(sheet.kept(sittingOut: SitOut()))
    #expect(drafts.writes == 0)  // a blank sheet: no teams, as before
    sheet.move([.ann], to: .teamA)
    sheet.move([.bob], to: .teamB)
    try await interactor.keepTeams(sheet.kept(sittingOut: SitOut()))
    try await interactor.keepTeams(sheet.kept(sittingOut: SitOut()))  // the same: not written
    #expect(drafts.writes == 1)
    #expect(try await interactor.keptTeams(for: [.cy, .bob, .ann])?.count(in: .teamA) == 1)
    #expect(try await interactor.keptTeams(for: [.ann, .bob, .cy, .dee]) == nil)
    _ = try await interactor.startGather(with: sheet)
    #expect(drafts.current == nil)
    #expect(drafts.discards == 1)
  }
}
