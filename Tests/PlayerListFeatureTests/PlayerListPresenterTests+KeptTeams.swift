import Domain
import TestSupport
import Testing

@testable import PlayerListFeature

/// The picks and teams kept for the next gather are offered just after login (after a
/// match left unfinished, which comes first): `y` opens the selection with them; only a
/// `discard` to the question that names them forgets them.
extension PlayerListPresenterTests {
  static let keptTeams = TeamDraft(
    picks: [],
    teams: TeamDraft.Teams(
      teamA: [Player.ann.id], teamB: [Player.bob.id], bench: [Player.cy.id],
      teamNames: TeamNames(teamA: "Bibs", teamB: "Team B")))

  func appeared(with draft: TeamDraft, answers: [Bool]) async -> StubPlayerListInteractor {
    let interactor = StubPlayerListInteractor(players: [.ann, .bob, .cy])
    interactor.expect(.loadRoster, .unfinishedMatch)
    interactor.draft = draft
    view.answers = answers
    await makePresenter(interactor).viewDidAppear()
    return interactor
  }

  @Test func yesOpensTheSelectionWithTheTeamsPlayersPickedAgain() async {
    view.expect(.display, .displayMessage, .askConfirmation)
    router.expect(.pickPlayers)
    let interactor = await appeared(with: Self.keptTeams, answers: [true])
    #expect(
      Array(view.outputs.dropFirst()) == [
        .message("Teams kept from last time: Bibs 1, Team B 1, 1 on the Bench (3 picked)."),
        .confirmation("Go on with them?"),
        .message("'confirm' shows the teams as they were."),
      ])
    #expect(router.intents == [.pickPlayers(RosterWindow())])
    #expect(interactor.draft?.picks == [Player.ann.id, Player.bob.id, Player.cy.id])
  }

  @Test func noThenKeepKeepsThemAndDiscardForgetsThem() async {
    view.expect(.display, .displayMessage, .askConfirmation, .askToDiscard)
    let kept = await appeared(with: Self.keptTeams, answers: [false, false])
    #expect(kept.draft == Self.keptTeams)
    #expect(
      view.outputs.suffix(2) == [
        .confirmation("Discard the teams kept (3 players)? They are lost for good."),
        .message("Kept them; 'select' picks them again and your next login offers them."),
      ])
    let discarded = await appeared(with: Self.keptTeams, answers: [false, true])
    #expect(discarded.draft == nil)
    #expect(view.outputs.last == .message("Discarded the teams kept."))
  }

  @Test func picksAloneAreOfferedByTheirCountAndAMatchLeftComesFirst() async {
    view.expect(.display, .displayMessage, .askConfirmation, .askToDiscard)
    _ = await appeared(with: TeamDraft(picks: [Player.bob.id, Player.cy.id]), answers: [])
    #expect(view.outputs.contains(.message("Players picked last time: 2 (no teams made yet).")))
    let interactor = StubPlayerListInteractor(players: [.ann])
    interactor.expect(.loadRoster, .unfinishedMatch)
    interactor.savedMatch = .unfinished
    interactor.draft = Self.keptTeams
    router.expect(.resume)
    let asked = view.outputs.count
    await makePresenter(interactor).viewDidAppear()
    #expect(router.intents == [.resume(.unfinished)])
    #expect(!view.outputs.dropFirst(asked).contains(.confirmation("Go on with them?")))
  }
}
