import Domain
import Foundation
import Testing

/// The match clock under the countdown: a goal's minute never goes back when the time is
/// set again or the countdown stopped; only halves answered `reset` start it at 0.
struct MatchClockRuleTests {
  /// A 2-minute match played to the end.
  private func playedToTheEnd() throws -> Match {
    var match = Match(gather: .fixture, timer: MatchTimer(plan: try .single(seconds: 120)))
    try match.timer.start(at: .zero)
    #expect(match.timer.update(at: .seconds(120)) == [.timeUp])
    return match
  }

  @Test func settingTheTimeAfterTimeIsUpKeepsCountingTheMinutes() throws {
    var match = try playedToTheEnd()
    #expect(match.minute(at: .seconds(130)) == 2)
    try match.timer.setPlan(.single(seconds: 300))
    #expect(!match.timer.asksToResetClock(for: .standard))
    #expect(match.timer.playedBefore == .seconds(120))
    try match.timer.start(at: .seconds(200))
    #expect(match.minute(at: .seconds(230)) == 3)
    let goal = try match.recordGoal(for: .teamA, scorer: .ann, at: .seconds(290))
    #expect(goal.minute == 4)
    #expect(match.timer.update(at: .seconds(500)) == [.timeUp])
    #expect(match.minute(at: .seconds(900)) == 7)
  }

  @Test func stoppingTheCountdownKeepsTheMatchClock() throws {
    var match = Match(gather: .fixture)
    try match.timer.start(at: .zero)
    match.timer.stop(at: .seconds(150))
    #expect(match.minute(at: .seconds(400)) == 3)
    try match.timer.start(at: .seconds(400))
    #expect(match.minute(at: .seconds(470)) == 4)
  }

  @Test func halvesAskOnlyOnceTheClockHasMovedAndResetOnlyWhenAnswered() throws {
    let halves = try MatchPlan.halves(periods: 2, minutes: 1, breakMinutes: 0)
    var match = Match(gather: .fixture)
    #expect(!match.timer.asksToResetClock(for: halves))
    try match.timer.start(at: .zero)
    try match.timer.pause(at: .seconds(90))
    #expect(match.timer.asksToResetClock(for: halves))
    var kept = match
    try kept.timer.setPlan(halves)
    #expect(kept.minute(at: .seconds(100)) == 2)
    try match.timer.setPlan(halves, resettingClock: true)
    #expect(match.minute(at: .seconds(100)) == nil)
    #expect(!match.timer.asksToResetClock(for: halves))
  }

  @Test func theMatchClockIsSavedWithTheTimerAndReadAsZeroFromOlderSnapshots() throws {
    var match = try playedToTheEnd()
    try match.timer.setPlan(.single(seconds: 60))
    let state = match.timer.state(at: .seconds(130))
    #expect(state.playedBeforeMilliseconds == 120_000)
    #expect(MatchTimer(state: state).playedBefore == .seconds(120))
    let old =
      #"{"plan":{"periods":1,"periodSeconds":600,"breakSeconds":0},"#
      + #""stage":0,"remainingMilliseconds":1000,"wasRunning":false}"#
    let decoded = try JSONDecoder().decode(MatchTimerState.self, from: Data(old.utf8))
    #expect(decoded.playedBeforeMilliseconds == 0)
  }
}
