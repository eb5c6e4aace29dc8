import Domain
import Testing

struct MatchTimerTests {
  @Test func theDefaultIsTenMinutesReady() {
    let timer = MatchTimer()
    #expect(timer.remaining(at: .seconds(500)) == .seconds(600))
    #expect(!timer.isRunning && !timer.hasStarted)
  }

  @Test func theTimeLeftComesFromTheDeadlineNotFromTicks() throws {
    var timer = MatchTimer()
    try timer.start(at: .seconds(100))
    #expect(timer.remaining(at: .seconds(100)) == .seconds(600))
    #expect(timer.remaining(at: .milliseconds(342_500)) == .milliseconds(357_500))
    #expect(timer.remaining(at: .seconds(5_000)) == .zero)
  }

  @Test func pauseAndResumeKeepTheTimeLeft() throws {
    var timer = MatchTimer()
    try timer.start(at: .zero)
    try timer.pause(at: .seconds(90))
    #expect(timer.remaining(at: .seconds(4_000)) == .seconds(510))
    try timer.start(at: .seconds(4_000))
    #expect(timer.remaining(at: .seconds(4_010)) == .seconds(500))
  }

  @Test func stopResetsToTheTimeLastSetNotToTheDefault() throws {
    var timer = MatchTimer()
    try timer.setPlan(.single(seconds: 300))
    try timer.start(at: .zero)
    timer.stop(at: .seconds(40))
    #expect(timer.remaining(at: .seconds(60)) == .seconds(300))
    #expect(!timer.isRunning && !timer.hasStarted)
    #expect(timer.clockHasStarted && timer.elapsedPlay(at: .seconds(60)) == .seconds(40))
  }

  @Test func settingTheTimeIsRefusedWhileRunning() throws {
    var timer = MatchTimer()
    try timer.start(at: .zero)
    #expect(throws: FootballGatherError.self) { try timer.setPlan(.single(seconds: 60)) }
    #expect(timer.plan == .standard)
  }

  @Test(arguments: [0, 5_401, -1])
  func timesOutsideOneSecondToNinetyMinutesAreRefused(seconds: Int) {
    #expect(
      throws: FootballGatherError.invalidInput(
        "the time must be from 00:01 to 90:00")
    ) { try MatchPlan.single(seconds: seconds) }
  }

  @Test func theEndsOfTheLimitsAreAccepted() throws {
    #expect(try MatchPlan.single(seconds: 1).periodSeconds == 1)
    #expect(try MatchPlan.single(seconds: 5_400).periodSeconds == 5_400)
    #expect(throws: FootballGatherError.self) {
      try MatchPlan.halves(periods: 2, minutes: 46, breakMinutes: 5)
    }
  }

  @Test func theTimerWakesWhenTheTimeLeftDropsToAWholeSecond() throws {
    var timer = MatchTimer()
    try timer.setPlan(.single(seconds: 5))
    #expect(timer.nextTick(at: .zero) == nil)
    try timer.start(at: .milliseconds(250))
    #expect(timer.nextTick(at: .milliseconds(250)) == .milliseconds(1_250))
    #expect(timer.nextTick(at: .milliseconds(1_700)) == .milliseconds(2_250))
    #expect(timer.nextTick(at: .milliseconds(4_600)) == .milliseconds(5_250))
  }

  @Test func zeroEndsTheTimerExactlyOnce() throws {
    var timer = MatchTimer()
    try timer.setPlan(.single(seconds: 5))
    try timer.start(at: .zero)
    #expect(timer.update(at: .seconds(4)) == [])
    #expect(timer.update(at: .seconds(5)) == [.timeUp])
    #expect(timer.update(at: .seconds(6)) == [])
    #expect(timer.isFinished && timer.nextTick(at: .seconds(6)) == nil)
    #expect(throws: FootballGatherError.self) { try timer.start(at: .seconds(7)) }
  }

  @Test func halvesRunThroughTheBreakAndWaitForTheSecondHalf() throws {
    var timer = MatchTimer()
    try timer.setPlan(.halves(periods: 2, minutes: 25, breakMinutes: 5))
    try timer.start(at: .zero)
    #expect(timer.update(at: .seconds(1_500)) == [.periodEnded(1), .breakStarted(.seconds(300))])
    #expect(timer.isRunning && timer.remaining(at: .seconds(1_560)) == .seconds(240))
    #expect(timer.update(at: .seconds(1_800)) == [.breakEnded, .periodReady(2)])
    #expect(!timer.isRunning && timer.remaining(at: .seconds(9_999)) == .seconds(1_500))
    try timer.start(at: .seconds(2_000))
    #expect(timer.elapsedPlay(at: .seconds(2_060)) == .seconds(1_560))
    #expect(timer.update(at: .seconds(3_500)) == [.timeUp])
  }

  @Test func aLongSuspensionPassesEveryBoundaryItSlept() throws {
    var timer = MatchTimer()
    try timer.setPlan(.halves(periods: 2, minutes: 1, breakMinutes: 1))
    try timer.start(at: .zero)
    #expect(
      timer.update(at: .seconds(500))
        == [.periodEnded(1), .breakStarted(.seconds(60)), .breakEnded, .periodReady(2)])
  }

  @Test func aTimerPausedAtOnceStillCountsAsStartedBeforeAndAfterARestart() throws {
    var timer = MatchTimer()
    try timer.start(at: .zero)
    try timer.pause(at: .nanoseconds(400))
    #expect(timer.hasStarted)
    #expect(timer.remaining(at: .zero) == .milliseconds(599_999))
    let restored = MatchTimer(state: timer.state(at: .seconds(3)))
    #expect(restored.hasStarted)
    #expect(restored.remaining(at: .zero) == timer.remaining(at: .zero))
  }

  @Test func aSavedTimerComesBackPausedWhereItWas() throws {
    var timer = MatchTimer()
    try timer.setPlan(.halves(periods: 2, minutes: 25, breakMinutes: 5))
    try timer.start(at: .zero)
    _ = timer.update(at: .seconds(1_500))
    let state = timer.state(at: .milliseconds(1_560_400))
    #expect(
      state
        == MatchTimerState(
          plan: timer.plan, stage: 1, remainingMilliseconds: 239_600, wasRunning: true))
    let restored = MatchTimer(state: state)
    #expect(!restored.isRunning && restored.stageIndex == 1)
    #expect(restored.remaining(at: .zero) == .milliseconds(239_600))
  }
}
