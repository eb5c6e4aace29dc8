/// A clock whose moments can be counted from a fixed epoch: every match screen built on it
/// (and, for `ContinuousClock`, every process until the machine restarts) reads the same
/// time line, so a moment saved by one screen means the same to the next.
public protocol EpochClock: Clock where Duration == Swift.Duration {
  /// The clock's fixed start.
  var epoch: Instant { get }
}

extension ContinuousClock: EpochClock {
  /// Since the machine started.
  public var epoch: Instant { systemEpoch }
}

/// The injected clock seen as one time line of durations, so the timer keeps deadlines as
/// plain `Duration`s.
///
/// The app passes `ContinuousClock()` (monotonic, keeps counting while the machine
/// sleeps); tests pass a test clock that they move forward instantly. On an `EpochClock`
/// the time line starts at the epoch (`sharesTimeLine`), so a match left running on one
/// screen is caught up by the next; on any other clock it starts when the screen is built.
public struct MatchClock: Sendable {
  private let currentTime: @Sendable () -> Duration
  private let sleepUntil: @Sendable (Duration) async throws -> Void
  /// Whether every match clock on the same clock reads the same time line (its epoch).
  public let sharesTimeLine: Bool

  /// Starts the time line at the clock's epoch when it has one, else at `clock.now`.
  public init<C: Clock<Duration>>(_ clock: C) {
    if let shared = clock as? any EpochClock {
      self.init(epochOf: shared)
    } else {
      self.init(clock, from: clock.now, shared: false)
    }
  }

  private init<C: EpochClock>(epochOf clock: C) {
    self.init(clock, from: clock.epoch, shared: true)
  }

  private init<C: Clock<Duration>>(_ clock: C, from origin: C.Instant, shared: Bool) {
    currentTime = { origin.duration(to: clock.now) }
    sleepUntil = { try await clock.sleep(until: origin.advanced(by: $0), tolerance: nil) }
    sharesTimeLine = shared
  }

  /// The time since the time line started.
  public var now: Duration { currentTime() }

  /// Suspends until the match clock reads `deadline`; throws when the task is cancelled.
  public func sleep(until deadline: Duration) async throws {
    try await sleepUntil(deadline)
  }
}
