import Foundation

/// Wall-clock and monotonic time.
public protocol TimeSource: Sendable {
  /// The current date, for report headers.
  func now() -> Date
  /// A monotonic reading, for measuring durations.
  func monotonic() -> Duration
}
