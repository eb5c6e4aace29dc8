extension GatherInteractor {
  /// The injected clock seen as one time line of durations since the match screen was
  /// built, so the timer Entity can keep deadlines as plain `Duration`s.
  ///
  /// The app passes `ContinuousClock()` (monotonic, keeps counting while the machine
  /// sleeps); tests pass a `TestClock` that they move forward instantly.
  struct MatchClock: Sendable {
    private let currentTime: @Sendable () -> Duration
    private let sleepUntil: @Sendable (Duration) async throws -> Void

    init<C: Clock<Duration>>(_ clock: C) {
      let origin = clock.now
      currentTime = { origin.duration(to: clock.now) }
      sleepUntil = { try await clock.sleep(until: origin.advanced(by: $0), tolerance: nil) }
    }

    var now: Duration { currentTime() }

    /// Suspends until the match clock reads `deadline`; throws when the task is cancelled.
    func sleep(until deadline: Duration) async throws {
      try await sleepUntil(deadline)
    }
  }
}
