import BehaviourCatalogue
import Domain
import TestSupport
import Testing

@testable import GatherFeature

/// The timer runs on a test clock; a test waits for the reports it expects as long as it
/// takes (a busy machine only makes it slower, never wrong).
@MainActor
@Suite
struct GatherInteractorTests {
  let services = MatchServices()
  let output = SpyGatherOutput()

  func makeInteractor(_ match: Match = Match(gather: .fixture)) -> GatherInteractor {
    GatherInteractor(
      match: match, clock: MatchClock(services.clock), gatherService: services.gathers,
      playerService: FakePlayerService(),
      resultService: services.gathers,
      snapshots: MatchSnapshotWriter(service: services.snapshots))
  }

  /// Moves the clock one second at a time, letting the ticker catch up after each.
  func tick(_ seconds: Int) async {
    for _ in 0..<seconds { await services.clock.advance(by: .seconds(1), thenWaitForSleepers: 1) }
  }

  /// An interactor whose timer of one period of `seconds` ran out: every second but the
  /// last ticked through, the last passed at once; it returns once `reports` reports came.
  func timerRunOut(seconds: Int, reports: Int) async throws -> GatherInteractor {
    output.expect(.timerDidAnnounce, .timerDidPass)
    let interactor = makeInteractor()
    _ = try await interactor.setPlan(.single(seconds: seconds))
    _ = try await interactor.startTimer(reportingTo: output)
    await tick(seconds - 1)
    services.clock.advance(by: .seconds(1))
    await output.waitForReports(reports)
    return interactor
  }

  @Test(.tags(.gatherTimerCountsDown))
  func theCountdownIsAnnouncedAtEveryFullMinuteAndTheLastTenSeconds() async throws {
    let interactor = try await timerRunOut(seconds: 125, reports: 13)
    #expect(
      output.reports
        == [.announce(120), .announce(60)] + (1...10).reversed().map { .announce($0) }
        + [.events([.timeUp])])
    #expect(interactor.status.remaining == .zero)
  }

  @Test(.tags(.gatherTimerCountsDown))
  func zeroFiresExactlyOnceAndTheTimerStops() async throws {
    let interactor = try await timerRunOut(seconds: 2, reports: 2)
    services.clock.advance(by: .seconds(600))
    #expect(services.clock.sleeperCount == 0)
    #expect(output.reports == [.announce(1), .events([.timeUp])])
    #expect(interactor.status.match.timer.isFinished)
  }

  @Test(.tags(.gatherTimerCountsDown))
  func pauseAndResumeKeepTheTimeLeft() async throws {
    output.expect(.timerDidAnnounce)
    let interactor = makeInteractor()
    _ = try await interactor.startTimer(reportingTo: output)
    await tick(30)
    let paused = try await interactor.pauseTimer()
    #expect(paused.remaining == .seconds(570))
    services.clock.advance(by: .seconds(3_600))
    #expect(interactor.status.remaining == .seconds(570))
    _ = try await interactor.toggleTimer(reportingTo: output)
    await services.clock.waitForSleepers(1)
    await tick(30)
    #expect(interactor.status.remaining == .seconds(540))
    #expect(output.reports == [.announce(540)])
  }

  @Test(.tags(.gatherTimerCountsDown))
  func stopResetsToTheTimeLastSet() async throws {
    let interactor = makeInteractor()
    _ = try await interactor.setPlan(.single(seconds: 300))
    _ = try await interactor.startTimer(reportingTo: output)
    await tick(10)
    let stopped = try await interactor.stopTimer()
    #expect(stopped.remaining == .seconds(300))
    #expect(!stopped.match.timer.isRunning)
    #expect(services.clock.sleeperCount == 0)
  }

  @Test(.tags(.gatherTimerCountsDown, .gatherBadInputIsOneError))
  func settingTheTimeIsRefusedWhileRunning() async throws {
    let interactor = makeInteractor()
    _ = try await interactor.startTimer(reportingTo: output)
    await #expect(throws: FootballGatherError.self) {
      try await interactor.setPlan(.single(seconds: 60))
    }
  }

  @Test(.tags(.gatherHalvesHaveABreak))
  func halvesAnnounceEachEndTheBreakAndWaitForTheSecondHalf() async throws {
    output.expect(.timerDidPass)
    let interactor = makeInteractor()
    _ = try await interactor.setPlan(.halves(periods: 2, minutes: 1, breakMinutes: 1))
    _ = try await interactor.startTimer(reportingTo: output)
    await services.clock.waitForSleepers(1)
    await services.clock.advance(by: .seconds(60), thenWaitForSleepers: 1)
    #expect(output.reports.last == .events([.periodEnded(1), .breakStarted(.seconds(60))]))
    services.clock.advance(by: .seconds(60))
    await output.waitForReports(2)
    #expect(output.reports.last == .events([.breakEnded, .periodReady(2)]))
    #expect(interactor.status.remaining == .seconds(60))
    _ = try await interactor.startTimer(reportingTo: output)
    await services.clock.waitForSleepers(1)
    services.clock.advance(by: .seconds(60))
    await output.waitForReports(3)
    #expect(output.reports.last == .events([.timeUp]))
  }

  @Test(.tags(.gatherTimerCountsDown))
  func aSuspendedProcessStillEndsOnTime() async throws {
    output.expect(.timerDidAnnounce, .timerDidPass)
    let interactor = makeInteractor()
    _ = try await interactor.startTimer(reportingTo: output)
    await services.clock.waitForSleepers(1)
    await services.clock.advance(by: .seconds(185), thenWaitForSleepers: 1)
    #expect(output.reports == [.announce(415)])
    services.clock.advance(by: .seconds(3_000))
    await output.waitForReports(2)
    #expect(output.reports.last == .events([.timeUp]))
    #expect(interactor.status.remaining == .zero)
  }

  @Test(.tags(.gatherEveryChangeIsSaved))
  func everyChangeAndEverySecondIsSaved() async throws {
    let interactor = makeInteractor()
    _ = try await interactor.open(reportingTo: output)
    _ = try await interactor.scoreGoal(for: .teamA, scorerNumber: 2, ownGoal: false)
    _ = try await interactor.startTimer(reportingTo: output)
    await tick(3)
    _ = try await interactor.undoGoal()
    let saved = services.snapshots.saved
    #expect(saved.count == 7)
    #expect(saved.map(\.goals.count) == [0, 1, 1, 1, 1, 1, 0])
    #expect(saved[5].timer.remainingMilliseconds == 597_000)
    #expect(saved[5].timer.wasRunning)
  }

  @Test(.tags(.gatherEndSavesTheResult))
  func endingSavesTheResultWithItsGoalsAndForgetsTheSnapshot() async throws {
    output.expect(.timerDidAnnounce)
    let gather = try await services.gathers.createGather(players: Gather.fixture.players)
    let interactor = makeInteractor(Match(gather: gather))
    _ = try await interactor.open(reportingTo: output)
    _ = try await interactor.startTimer(reportingTo: output)
    await tick(61)
    let change = try await interactor.scoreGoal(for: .teamB, scorerNumber: 3, ownGoal: false)
    let ended = try await interactor.endMatch()
    guard case .done(let goal, _) = change else {
      Issue.record("refused: \(change)")
      return
    }
    #expect(goal.minute == 2)
    #expect(ended.score == Score(teamA: 0, teamB: 1))
    #expect(ended.outcome == .win(.teamB))
    #expect(ended.goals == [goal])
    #expect(services.snapshots.current == nil)
    #expect(services.clock.sleeperCount == 0)
  }

  @Test(.tags(.gatherUnfinishedMatchKeptUnlessDiscardedTwice))
  func discardingForgetsTheSnapshotAndTheGather() async throws {
    let gather = try await services.gathers.createGather(players: Gather.fixture.players)
    let interactor = makeInteractor(Match(gather: gather))
    _ = try await interactor.open(reportingTo: output)
    try await interactor.discardMatch()
    #expect(services.snapshots.current == nil)
    #expect(services.gathers.gathers.isEmpty)
  }

  @Test(.tags(.gatherBackAsksWhileRunning, .gatherLeftMatchGoesOn))
  func leavingSavesTheMatchWithItsTimerRunningOn() async throws {
    let interactor = makeInteractor()
    _ = try await interactor.startTimer(reportingTo: output)
    await tick(2)
    await interactor.leave()
    #expect(services.snapshots.current?.timer.remainingMilliseconds == 598_000)
    #expect(services.snapshots.current?.timer.wasRunning == true)
    #expect(services.snapshots.current?.timer.leftRunningAtMilliseconds == 2_000)
    #expect(services.clock.sleeperCount == 0)
  }

  @Test(.tags(.gatherLeftMatchGoesOn))
  func aMatchLeftRunningIsCaughtUpAndTicksAgainWhenOpened() async throws {
    output.expect(.timerDidAnnounce)
    let first = makeInteractor()
    _ = try await first.startTimer(reportingTo: output)
    await tick(2)
    await first.leave()
    services.clock.advance(by: .seconds(58))
    let snapshot = try #require(services.snapshots.current)
    let back = makeInteractor(Match(snapshot: snapshot))
    #expect(back.catchUp() == MatchTimer.Away(length: .seconds(58), events: []))
    #expect(back.catchUp() == nil)
    let status = try await back.open(reportingTo: output)
    #expect(status.remaining == .seconds(540) && status.match.timer.isRunning)
    await services.clock.waitForSleepers(1)
    await services.clock.advance(by: .seconds(60), thenWaitForSleepers: 1)
    #expect(output.reports == [.announce(480)])
  }

  @Test(.tags(.gatherLeftPausedMatchComesBackAsItWas))
  func aMatchPausedWhenLeftStaysPaused() async throws {
    let interactor = makeInteractor()
    _ = try await interactor.startTimer(reportingTo: output)
    await tick(2)
    _ = try await interactor.pauseTimer()
    await interactor.leave()
    services.clock.advance(by: .seconds(300))
    var back = Match(snapshot: try #require(services.snapshots.current))
    #expect(back.catchUp(on: MatchClock(services.clock)) == nil)
    #expect(!back.timer.isRunning && back.timer.remaining(at: .zero) == .seconds(598))
  }

  @Test(.tags(.gatherUnsavableMatchSaysSo))
  func aFailedSaveIsReportedWhileTheTimerRuns() async throws {
    output.expect(.matchDidFailToSave)
    let interactor = makeInteractor()
    _ = try await interactor.startTimer(reportingTo: output)
    services.snapshots.setFailure(.storage("disk full"))
    await tick(1)
    #expect(output.reports == [.saveFailed("storage failed: disk full")])
  }
}
