/// The injected clock seen as one time line of durations since the match screen was
/// built, so the timer keeps deadlines as plain `Duration`s.
///
/// The app passes `ContinuousClock()` (monotonic, keeps counting while the machine
/// sleeps); tests pass a test clock that they move forward instantly. Shared by every
/// screen that runs a match, so each one's timer reads time the same way.
public struct MatchClock: Sendable {
  private let currentTime: @Sendable () -> Duration
  private let sleepUntil: @Sendable (Duration) async throws -> Void

  /// Starts the time line at `clock.now`.
  public init<C: Clock<Duration>>(_ clock: C) {
    let origin = clock.now
    currentTime = { origin.duration(to: clock.now) }
    sleepUntil = { try await clock.sleep(until: origin.advanced(by: $0), tolerance: nil) }
  }

  /// The time since the time line started.
  public var now: Duration { currentTime() }

  /// Suspends until the match clock reads `deadline`; throws when the task is cancelled.
  public func sleep(until deadline: Duration) async throws {
    try await sleepUntil(deadline)
  }
}
