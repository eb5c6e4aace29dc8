import Domain
import LineUI
import TestSupport
import Testing

@testable import ConfirmPlayersFeature

/// Starting a new gather while a match left unfinished is saved: asked first, and only a
/// yes discards the old match (its snapshot and its gather).
@MainActor
struct ConfirmPlayersUnfinishedMatchTests {
  let view = SpyConfirmPlayersView()
  let interactor = StubConfirmPlayersInteractor()
  let router = RecordingConfirmPlayersRouter()
  static let question =
    "An unfinished match is saved (Team A 1-0 Team B, 04:12 left). "
    + "Discard it for good and start a new one?"

  func makeBalancedPresenter() async -> ConfirmPlayersPresenter {
    let presenter = ConfirmPlayersPresenter(
      sheet: TeamSheet(players: Player.six), view: view, interactor: interactor, router: router)
    await presenter.didRequestBalance(seed: 7)
    return presenter
  }

  @Test func yesDiscardsTheSavedMatchThenStartsTheNewOne() async {
    view.expect(.displayMessage, .display, .askToDiscard)
    interactor.expect(.balance, .unfinishedMatch, .discard, .startGather)
    router.expect(.startMatch)
    interactor.unfinished = .leftUnfinished
    view.answers = [true]
    await makeBalancedPresenter().didRequestStart()
    #expect(view.outputs.contains(.confirmation(Self.question)))
    #expect(interactor.discarded == [.leftUnfinished])
    #expect(interactor.started.count == 1)
    #expect(router.gathers.map(\.id) == [.gatherID])
  }

  @Test func noChangesNothingAndStaysOnTheTeams() async {
    view.expect(.displayMessage, .display, .askToDiscard)
    interactor.expect(.balance, .unfinishedMatch)
    interactor.unfinished = .leftUnfinished
    view.answers = [false]
    await makeBalancedPresenter().didRequestStart()
    #expect(
      view.outputs.suffix(2) == [
        .confirmation(Self.question),
        .message(
          "Nothing started; the unfinished match stays saved ('resume' on the player list)."),
      ])
    #expect(interactor.discarded.isEmpty)
    #expect(interactor.started.isEmpty)
    #expect(router.gathers.isEmpty)
  }

  /// A match left with its timer running has run on since it was left: the question does
  /// not show its time as if it were still that.
  @Test func aMatchLeftRunningIsAskedAboutWithTheTimeItWasLeftWith() async {
    view.expect(.displayMessage, .display, .askToDiscard)
    interactor.expect(.balance, .unfinishedMatch)
    var running = MatchSnapshot.leftUnfinished
    running.timer.wasRunning = true
    running.timer.leftRunningAtMilliseconds = 90_000
    interactor.unfinished = running
    view.answers = [false]
    await makeBalancedPresenter().didRequestStart()
    #expect(
      view.outputs.contains(
        .confirmation(
          "An unfinished match is saved (Team A 1-0 Team B, left running with 04:12 to go). "
            + "Discard it for good and start a new one?")))
    #expect(interactor.discarded.isEmpty)
  }

  @Test func withoutASavedMatchNothingIsAsked() async {
    view.expect(.displayMessage, .display)
    interactor.expect(.balance, .unfinishedMatch, .startGather)
    router.expect(.startMatch)
    await makeBalancedPresenter().didRequestStart()
    #expect(!view.outputs.contains { if case .confirmation = $0 { true } else { false } })
    #expect(interactor.started.count == 1)
  }

  @Test func teamsThatCannotStartAreReportedBeforeAnythingIsAsked() async {
    view.expect(.displayError)
    interactor.unfinished = .leftUnfinished
    let presenter = ConfirmPlayersPresenter(
      sheet: TeamSheet(players: Player.six), view: view, interactor: interactor, router: router)
    await presenter.didRequestStart()
    #expect(view.outputs.count == 1)
    #expect(interactor.discarded.isEmpty)
  }

  @Test func aFailedDiscardStartsNothing() async {
    view.expect(.displayMessage, .display, .askToDiscard, .displayError)
    interactor.expect(.balance, .unfinishedMatch, .discard)
    interactor.unfinished = .leftUnfinished
    interactor.discardFailure = .network("timed out")
    view.answers = [true]
    await makeBalancedPresenter().didRequestStart()
    #expect(
      view.outputs.last
        == .error("could not start the gather: the server request failed: timed out"))
    #expect(interactor.started.isEmpty)
    #expect(router.gathers.isEmpty)
  }
}

/// The interactor's side: the saved match is looked up and discarded through the Domain
/// services, snapshot and gather both.
struct ConfirmPlayersDiscardInteractorTests {
  @Test func discardingForgetsTheSnapshotAndDeletesTheOldGather() async throws {
    let gathers = FakeGatherService()
    let old = try await gathers.createGather(players: [GatherPlayer(player: .ann, team: .teamA)])
    var snapshot = MatchSnapshot.leftUnfinished
    snapshot.gatherID = old.id
    let snapshots = FakeMatchSnapshotService(snapshot: snapshot)
    let interactor = ConfirmPlayersInteractor(
      gatherService: gathers, snapshotService: snapshots, drafts: FakeTeamDraftService(),
      makeSeed: { 1 })
    #expect(try await interactor.unfinishedMatch() == snapshot)
    try await interactor.discard(snapshot)
    #expect(snapshots.current == nil)
    #expect(gathers.gathers.isEmpty)
    #expect(try await interactor.unfinishedMatch() == nil)
  }
}
