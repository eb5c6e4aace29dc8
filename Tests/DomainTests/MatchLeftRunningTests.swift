import Domain
import TestSupport
import Testing

/// A match left running goes on without its screen: the next screen on the same time line
/// catches it up and says what happened meanwhile.
struct MatchLeftRunningTests {
  @Test func aTimerLeftRunningGoesOnAndIsCaughtUpLater() throws {
    var timer = MatchTimer(plan: try .halves(periods: 2, minutes: 1, breakMinutes: 1))
    try timer.start(at: .seconds(100))
    let state = timer.state(at: .seconds(130), runsOn: true)
    #expect(state.leftRunningAtMilliseconds == 130_000 && state.wasRunning)
    var back = MatchTimer(state: state)
    #expect(back.isRunning && back.remaining(at: .seconds(140)) == .seconds(20))
    let away = back.catchUp(at: .seconds(250))
    #expect(
      away
        == MatchTimer.Away(
          length: .seconds(120),
          events: [.periodEnded(1), .breakStarted(.seconds(60)), .breakEnded, .periodReady(2)]))
    #expect(back.catchUp(at: .seconds(260)) == nil)
    #expect(!back.isRunning && back.elapsedPlay(at: .seconds(260)) == .seconds(60))
  }

  @Test func aCrashOrAnotherTimeLineBringsItBackPaused() throws {
    var timer = MatchTimer()
    try timer.start(at: .zero)
    #expect(MatchTimer(state: timer.state(at: .seconds(30))).isRunning == false)
    var later = MatchTimer(state: timer.state(at: .seconds(30), runsOn: true))
    #expect(later.catchUp(at: .seconds(5)) == nil)
    #expect(!later.isRunning && later.remaining(at: .seconds(99)) == .seconds(570))
  }

  @Test func matchClocksOnOneTestClockShareATimeLine() {
    let clock = TestClock()
    let first = MatchClock(clock)
    clock.advance(by: .seconds(42))
    let second = MatchClock(clock)
    #expect(first.sharesTimeLine && second.now == .seconds(42) && first.now == second.now)
  }
}

/// The match's part of the rule (`Match+Clock.swift`) and its words (`GatherText`).
struct MatchLeavingTests {
  /// A clock with no epoch: each match screen's time line starts when it is built, so a
  /// moment one screen saved means nothing to the next.
  struct ScreenOnlyClock: Clock {
    let base: TestClock
    var now: TestClock.Instant { base.now }
    var minimumResolution: Duration { .zero }
    func sleep(until deadline: TestClock.Instant, tolerance: Duration?) async throws {
      try await base.sleep(until: deadline, tolerance: tolerance)
    }
  }

  @Test func onASharedTimeLineALeftMatchRunsOnAndSaysWhatPassed() throws {
    let testClock = TestClock()
    let clock = MatchClock(testClock)
    var match = Match(gather: .fixture, timer: MatchTimer(plan: try .single(seconds: 120)))
    try match.timer.start(at: clock.now)
    testClock.advance(by: .seconds(30))
    match.leave(on: clock)
    #expect(match.timer.isRunning)
    let status = MatchStatus(match: match, remaining: match.timer.remaining(at: clock.now))
    #expect(
      GatherText.left(status)
        == "Left the gather with the timer running (01:30 left); it runs on. 'resume' on the "
        + "player list or your next login says what passed.")
    let saved = match.snapshot(on: clock)
    #expect(saved.timer.leftRunningAtMilliseconds == 30_000)
    testClock.advance(by: .seconds(200))
    var back = Match(snapshot: saved)
    let caughtUp = back.catchUp(on: MatchClock(testClock))
    let away = try #require(caughtUp)
    let after = MatchStatus(match: back, remaining: .zero)
    #expect(
      GatherText.away(away, status: after) == [
        "The timer ran on while the match screen was closed: 03:20 passed.",
        "Time's up! Team A 0-0 Team B. Type 'end' to end the gather.",
      ])
  }

  @Test func onAScreensOwnTimeLineALeftMatchPauses() throws {
    let testClock = TestClock()
    let clock = MatchClock(ScreenOnlyClock(base: testClock))
    #expect(!clock.sharesTimeLine)
    var match = Match(gather: .fixture)
    try match.timer.start(at: clock.now)
    testClock.advance(by: .seconds(30))
    match.leave(on: clock)
    #expect(!match.timer.isRunning && match.timer.remaining(at: clock.now) == .seconds(570))
    #expect(match.snapshot(on: clock).timer.leftRunningAtMilliseconds == nil)
    let status = MatchStatus(match: match, remaining: .seconds(570))
    #expect(GatherText.left(status) == "Left the gather with the timer paused.")
  }
}
