import Domain
import TestSupport
import Testing

@testable import VIPGather

/// The interactor alone: each request, the response it hands the presenter, what it saves.
@MainActor
@Suite
struct GatherInteractorTests {
  let presenter = SpyPresenter()
  let services = MatchServices()

  func makeInteractor(_ gather: Gather = .fixture, opening: GatherInteractor.Opening = .started)
    -> GatherInteractor
  {
    GatherInteractor(
      presenter: presenter, match: Match(gather: gather), opening: opening,
      clock: MatchClock(services.clock), gatherService: services.gathers,
      playerService: FakePlayerService(),
      resultService: services.gathers,
      snapshots: MatchSnapshotWriter(service: services.snapshots))
  }

  @Test func theFirstShowSavesTheMatchAndLaterOnesOnlyShowIt() async {
    let interactor = makeInteractor()
    await interactor.showMatch()
    await interactor.showMatch()
    #expect(
      presenter.responses == [
        "match 0-0, 600.0 seconds, not running, changed", "match 0-0, 600.0 seconds, not running",
      ])
    #expect(services.snapshots.saved.count == 1)
  }

  @Test func aResumedMatchIsAskedAboutBeforeItOpens() async {
    let interactor = makeInteractor(opening: .resumed)
    await interactor.showMatch()
    await interactor.requestToDiscard()
    await interactor.keep()
    #expect(presenter.responses == ["ask resume", "ask discard", "kept"])
    #expect(services.snapshots.saved.isEmpty)
  }

  @Test func timerRequestsAreRefusedOrMadeAndTheTimerTicks() async {
    let interactor = makeInteractor()
    await interactor.changeTimer(request: .pause)
    await interactor.changeTimer(request: .time(seconds: 0))
    await interactor.changeTimer(request: .time(seconds: 2))
    await interactor.changeTimer(request: .toggle)
    await services.clock.waitForSleepers(1)
    await services.clock.advance(by: .seconds(1), thenWaitForSleepers: 1)
    services.clock.advance(by: .seconds(1))
    while presenter.responses.count < 6 { await Task.yield() }
    #expect(
      presenter.responses == [
        "refused notRunning", "bad plan: the time must be from 00:01 to 90:00",
        "match 0-0, 2.0 seconds, not running, changed", "match 0-0, 2.0 seconds, running, changed",
        "time left 1.0 seconds", "passed [Domain.MatchTimer.Event.timeUp]",
      ])
  }

  @Test func goalRequestsChangeTheMatchAndSaveIt() async {
    let interactor = makeInteractor()
    await interactor.scoreGoal(request: .init(team: .teamA, scorerNumber: 1, ownGoal: false))
    await interactor.scoreGoal(request: .init(team: .teamA, scorerNumber: 8, ownGoal: false))
    await interactor.scoreGoal(request: .init(team: .teamB, scorerNumber: 1, ownGoal: false))
    await interactor.setScore(Score(teamA: 2, teamB: 2))
    await interactor.removeGoal(number: 4)
    await interactor.undoGoal()
    #expect(
      presenter.responses == [
        "scored teamA 1-0", "no player 8",
        "refused scorerNotInTeam(scorer: \"Ann\", team: Domain.Team.teamB)", "score set 2-2",
        "removed 4 2-1", "undone 2-0",
      ])
    #expect(services.snapshots.current?.goals.count == 2)
  }

  @Test func endingAndLeavingAnswerTheirQuestions() async throws {
    let gather = try await services.gathers.createGather(players: Gather.fixture.players)
    let interactor = makeInteractor(gather)
    await interactor.requestToEnd()
    interactor.keepPlaying()
    await interactor.requestToLeave(.quit)
    await interactor.leave(.quit)
    await interactor.endGather()
    #expect(
      presenter.responses == ["ask end", "goes on", "ask leave quit", "left quit", "ended 0-0"])
    #expect(services.snapshots.current == nil)
  }
}
