import Foundation
import Synchronization

/// A `Clock` whose time moves only when a test says so: `advance(by:)` jumps forward
/// instantly and wakes every sleeper whose deadline has come, earliest first.
///
/// Code under test takes it as `any Clock<Duration>`, exactly where the app passes
/// `ContinuousClock()`. No test waits in real time: a one-hour match takes microseconds.
///
/// Sleepers run on their own tasks, so a test that wants to see what a woken sleeper did
/// waits for it to sleep again with `waitForSleepers(_:)` (a continuation, not a poll).
///
/// It is also the tests' wall clock: `date` is `startDate` plus the time it has moved, for
/// code that dates things through a `now: () -> Date` (the stores, the remote backend).
public final class TestClock: Clock, Sendable {
  /// A point on the test clock's time line: the time since the clock was made.
  public struct Instant: InstantProtocol, Sendable, CustomStringConvertible {
    public var offset: Duration

    public init(offset: Duration) {
      self.offset = offset
    }

    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }

    public var description: String { "TestClock.Instant(\(offset))" }
  }

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct Waiter {
    let count: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var waiters: [Waiter] = []
    var nextID: UInt64 = 0
    /// Sleeps cancelled before their continuation was registered.
    var cancelledIDs: Set<UInt64> = []
  }

  private let state = Mutex(State())

  public init() {}

  public var now: Instant { state.withLock { $0.now } }

  public var minimumResolution: Duration { .zero }

  /// How many tasks are asleep on this clock right now.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Suspends until `deadline`; returns at once when it has passed.
  /// Throws `CancellationError` when the sleeping task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let ready = state.withLock { state -> Result<Void, any Error>? in
          if state.cancelledIDs.remove(id) != nil { return .failure(CancellationError()) }
          if deadline <= state.now { return .success(()) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          Self.wakeWaiters(in: &state)
          return nil
        }
        if let ready { continuation.resume(with: ready) }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelledIDs.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration` at once, then wakes every sleeper whose deadline has
  /// come, earliest deadline first (ties in the order they went to sleep). A woken sleeper
  /// reads `now` as the new time, as a process suspended for that long would.
  public func advance(by duration: Duration) {
    precondition(duration >= .zero, "a clock never goes back")
    let due = state.withLock { state -> [Sleeper] in
      state.now = state.now.advanced(by: duration)
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }
      state.sleepers.removeAll { $0.deadline <= now }
      return due.enumerated()
        .sorted { ($0.element.deadline, $0.offset) < ($1.element.deadline, $1.offset) }
        .map(\.element)
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Suspends until at least `count` tasks are asleep on this clock.
  ///
  /// After `advance(by:)` wakes a loop that sleeps again when it is done, this returns
  /// once the loop has finished its work: the test can then look at what it printed.
  public func waitForSleepers(_ count: Int = 1) async {
    await withCheckedContinuation { continuation in
      let satisfied = state.withLock { state -> Bool in
        guard state.sleepers.count < count else { return true }
        state.waiters.append(Waiter(count: count, continuation: continuation))
        return false
      }
      if satisfied { continuation.resume() }
    }
  }

  private static func wakeWaiters(in state: inout State) {
    let count = state.sleepers.count
    let ready = state.waiters.filter { $0.count <= count }
    state.waiters.removeAll { $0.count <= count }
    for waiter in ready { waiter.continuation.resume() }
  }
}

extension TestClock {
  /// The date the clock reads at its start (14 November 2023, 22:13:20 UTC).
  public static let startDate = Date(timeIntervalSince1970: 1_700_000_000)

  /// `startDate` plus the time the clock has moved: what a `now: () -> Date` returns.
  public var date: Date {
    TestClock.startDate.addingTimeInterval(now.offset / .seconds(1))
  }

  /// Suspends until `offset` after the clock's start: what code under test does when it
  /// sleeps on this clock, for tests of the clock itself.
  public func suspend(until offset: Duration) async throws {
    try await sleep(until: Instant(offset: offset), tolerance: nil)
  }

  /// `advance(by:)`, then wait until `sleepers` tasks sleep again: one step of a countdown.
  public func advance(by duration: Duration, thenWaitForSleepers sleepers: Int) async {
    advance(by: duration)
    await waitForSleepers(sleepers)
  }
}
