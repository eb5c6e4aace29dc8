import Domain
import TestSupport
import Testing

/// When the running timer wakes and what each wake shows, on a test clock.
@MainActor
@Suite
struct MatchTickerTests {
  @Test func aStageEndIsReportedAndTheCountdownStartsAgainFromIt() {
    let ticker = MatchTicker(clock: MatchClock(TestClock()))
    ticker.start(showing: 70, first: nil) { nil }
    #expect(ticker.report([], showing: 69) == nil)
    #expect(ticker.report([], showing: 60) == .timeLeft)
    #expect(
      ticker.report([.periodEnded(1), .breakStarted(.seconds(300))], showing: 300)
        == .passed([.periodEnded(1), .breakStarted(.seconds(300))]))
    #expect(ticker.report([], showing: 299) == nil)
    #expect(ticker.report([], showing: 240) == .timeLeft)
  }

  @Test func itWakesAtEachDeadlineTheTickReturnsUntilNil() async {
    let clock = TestClock()
    let ticker = MatchTicker(clock: MatchClock(clock))
    var wakes: [Duration] = []
    let matchClock = MatchClock(clock)
    ticker.start(showing: 3, first: .seconds(1)) {
      wakes.append(matchClock.now)
      return wakes.count < 3 ? .seconds(wakes.count + 1) : nil
    }
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(1), thenWaitForSleepers: 1)
    await clock.advance(by: .seconds(1), thenWaitForSleepers: 1)
    clock.advance(by: .seconds(1))
    while wakes.count < 3 { await Task.yield() }
    #expect(wakes == [.seconds(1), .seconds(2), .seconds(3)])
    #expect(clock.sleeperCount == 0)
  }
}
