import Foundation

/// The real clocks.
public struct SystemTime: TimeSource {
  private let clock = ContinuousClock()
  private let origin: ContinuousClock.Instant

  /// Creates the time source.
  public init() {
    origin = clock.now
  }

  public func now() -> Date { Date() }

  public func monotonic() -> Duration { clock.now - origin }
}
