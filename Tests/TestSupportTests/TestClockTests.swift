import Foundation
import Synchronization
import TestSupport
import Testing

struct TestClockTests {
  /// Starts a task asleep on `clock` until `deadline`; its value is the time it woke,
  /// or `nil` when it was cancelled.
  func sleeper(on clock: TestClock, until deadline: Duration) -> Task<Duration?, Never> {
    Task {
      do {
        try await clock.suspend(until: deadline)
        return clock.now.offset
      } catch {
        return nil
      }
    }
  }

  @Test func timeStandsStillUntilAdvanced() {
    let clock = TestClock()
    #expect(clock.now.offset == .zero)
    clock.advance(by: .seconds(90))
    #expect(clock.now.offset == .seconds(90))
    #expect(clock.now.duration(to: clock.now.advanced(by: .seconds(5))) == .seconds(5))
  }

  @Test func theWallClockDateMovesWithTheClockAndNeverOnItsOwn() {
    let clock = TestClock()
    #expect(clock.date == TestClock.startDate)
    #expect(clock.date == TestClock.startDate)
    clock.advance(by: .milliseconds(90_500))
    #expect(clock.date == TestClock.startDate.addingTimeInterval(90.5))
  }

  @Test func aSleeperWakesOnlyWhenItsDeadlineHasCome() async {
    let clock = TestClock()
    let task = sleeper(on: clock, until: .seconds(10))
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(9))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .seconds(1))
    #expect(await task.value == .seconds(10))
    #expect(clock.sleeperCount == 0)
  }

  @Test func aJumpPastSeveralDeadlinesWakesEveryoneAtTheNewTime() async {
    let clock = TestClock()
    let late = sleeper(on: clock, until: .seconds(30))
    let early = sleeper(on: clock, until: .seconds(5))
    let never = sleeper(on: clock, until: .seconds(500))
    await clock.waitForSleepers(3)
    clock.advance(by: .seconds(60))
    #expect(await early.value == .seconds(60))
    #expect(await late.value == .seconds(60))
    #expect(clock.sleeperCount == 1)
    never.cancel()
    #expect(await never.value == nil)
  }

  @Test func aDeadlineInThePastReturnsAtOnce() async {
    let clock = TestClock()
    clock.advance(by: .seconds(3))
    #expect(await sleeper(on: clock, until: .seconds(1)).value == .seconds(3))
  }

  @Test func cancellingASleeperWakesItWithAnError() async {
    let clock = TestClock()
    let task = sleeper(on: clock, until: .seconds(10))
    await clock.waitForSleepers(1)
    task.cancel()
    #expect(await task.value == nil)
    #expect(clock.sleeperCount == 0)
  }

  @Test func aLoopThatSleepsAgainCanBeSteppedOneDeadlineAtATime() async {
    let clock = TestClock()
    let ticks = Mutex<[Duration]>([])
    let loop = Task {
      for second in 1...3 {
        try? await clock.suspend(until: .seconds(second))
        ticks.withLock { $0.append(clock.now.offset) }
      }
    }
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(1), thenWaitForSleepers: 1)
    #expect(ticks.withLock { $0 } == [.seconds(1)])
    await clock.advance(by: .seconds(1), thenWaitForSleepers: 1)
    clock.advance(by: .seconds(1))
    await loop.value
    #expect(ticks.withLock { $0 } == [.seconds(1), .seconds(2), .seconds(3)])
  }

  @Test func itWorksAsAnyClockOfDuration() {
    func elapsed<C: Clock<Duration>>(on clock: C, during body: () -> Void) -> Duration {
      let start = clock.now
      body()
      return start.duration(to: clock.now)
    }
    let clock = TestClock()
    let erased: any Clock<Duration> = clock
    #expect(elapsed(on: erased) { clock.advance(by: .milliseconds(1500)) } == .milliseconds(1500))
  }
}
