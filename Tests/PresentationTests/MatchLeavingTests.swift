import Domain
import Presentation
import TestSupport
import Testing

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
