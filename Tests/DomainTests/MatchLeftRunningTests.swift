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
