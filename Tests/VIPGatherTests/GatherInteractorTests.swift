import BehaviourCatalogue
import Domain
import TestSupport
import Testing

@testable import VIPGather

extension MatchServices {
  /// An interactor over these services with `presenter`, its clock the test's clock.
  @MainActor
  func interactor(
    _ presenter: SpyPresenter, match: Match = Match(gather: .fixture),
    opening: GatherInteractor.Opening = .started
  ) -> GatherInteractor {
    GatherInteractor(
      presenter: presenter, match: match, opening: opening, clock: matchClock,
      gatherService: gathers, playerService: players, resultService: gathers,
      snapshots: MatchSnapshotWriter(service: snapshots))
  }
}

/// The interactor alone, with a spy presenter: each request, the response it hands the
/// presenter, what it saves. The match and its timer.
@MainActor
struct GatherInteractorTests {
  let presenter = SpyPresenter()
  let services = MatchServices()

  @Test(.tags(.gatherEveryChangeIsSaved)) func theFirstShowSavesTheMatchAndLaterOnesOnlyShowIt()
    async
  {
    let interactor = services.interactor(presenter)
    await interactor.showMatch(request: .init())
    await interactor.showMatch(request: .init())
    #expect(
      presenter.responses == [
        "match 0-0, 600.0 seconds, not running, changed", "match 0-0, 600.0 seconds, not running",
      ])
    #expect(services.snapshots.saved.count == 1)
  }

  @Test(.tags(.gatherUnsavableMatchSaysSo)) func aMatchThatCannotBeSavedIsNotOpened() async {
    services.snapshots.setFailure(.storage("disk full"))
    await services.interactor(presenter).showMatch(request: .init())
    #expect(presenter.responses == ["failed: storage failed: disk full"])
  }

  @Test(.tags(.gatherLongLineUpPages)) func listingPagesThroughTheLineUp() {
    let interactor = services.interactor(presenter)
    interactor.listLineUp(request: .first)
    interactor.listLineUp(request: .numbered(2...3))
    interactor.listLineUp(request: .more)
    interactor.listLineUp(request: .first)
    interactor.listLineUp(request: .more)
    #expect(presenter.responses == ["page 4", "page 4", "page 4", "page 4", "end of line-up"])
  }

  @Test(.tags(.gatherTimerCountsDown)) func timerRequestsAreRefusedOrMadeAndTheTimerTicks() async {
    let interactor = services.interactor(presenter)
    await interactor.changeTimer(request: .pause)
    await interactor.changeTimer(request: .time(seconds: 0))
    await interactor.changeTimer(request: .time(seconds: 2))
    await interactor.changeTimer(request: .toggle)
    await interactor.changeTimer(request: .start)
    await services.clock.waitForSleepers(1)
    await services.clock.advance(by: .seconds(1), thenWaitForSleepers: 1)
    services.clock.advance(by: .seconds(1))
    while presenter.responses.count < 7 { await Task.yield() }
    #expect(
      presenter.responses == [
        "refused notRunning", "bad plan: the time must be from 00:01 to 90:00",
        "timer 0-0, 2.0 seconds, not running", "timer 0-0, 2.0 seconds, running",
        "refused alreadyRunning", "time left 1.0 seconds",
        "passed [Domain.MatchTimer.Event.timeUp]",
      ])
    await interactor.changeTimer(request: .stop)
    #expect(presenter.responses.last == "timer 0-0, 2.0 seconds, not running")
  }

  @Test(.tags(.gatherHalvesMidMatchAskFirst, .gatherHalvesHaveABreak))
  func halvesOnAClockThatMovedAskFirstAndTheAnswerSetsThem() async throws {
    let interactor = services.interactor(presenter)
    await interactor.changeTimer(request: .start)
    interactor.stopTicking(request: .init())
    services.clock.advance(by: .seconds(5))
    await interactor.changeTimer(request: .halves(periods: 2, seconds: 60, breakSeconds: 0))
    await interactor.changeTimer(request: .toggle)
    await interactor.changeTimer(request: .halves(periods: 2, seconds: 60, breakSeconds: 0))
    await interactor.changeTimer(request: .halves(periods: 0, seconds: 60, breakSeconds: 0))
    let halves = try MatchPlan.halves(periods: 2, seconds: 60, breakSeconds: 0)
    await interactor.changeTimer(request: .setPlan(halves, resettingClock: true))
    #expect(
      presenter.responses == [
        "timer 0-0, 600.0 seconds, running", "refused runningWhilePlanChanges",
        "timer 0-0, 595.0 seconds, not running", "ask reset for 2 periods",
        "bad plan: halves need 2 to 4 periods of at least a minute, 90 minutes of play at most "
          + "and a break of 0 to 30 minutes",
        "timer 0-0, 60.0 seconds, not running",
      ])
  }

  @Test(.tags(.gatherUnsavableMatchSaysSo))
  func aTimerChangeThatCannotBeSavedIsRefusedAndASaveFailingWhileTickingIsAnnounced()
    async
  {
    let interactor = services.interactor(presenter)
    await interactor.changeTimer(request: .time(seconds: 2))
    await interactor.changeTimer(request: .start)
    services.snapshots.setFailure(.storage("disk full"))
    await services.clock.waitForSleepers(1)
    services.clock.advance(by: .seconds(1))
    while presenter.responses.count < 4 { await Task.yield() }
    await interactor.changeTimer(request: .pause)
    interactor.stopTicking(request: .init())
    #expect(
      presenter.responses == [
        "timer 0-0, 2.0 seconds, not running", "timer 0-0, 2.0 seconds, running",
        "time left 1.0 seconds", "save failed: storage failed: disk full",
        "failed: storage failed: disk full",
      ])
  }
}
