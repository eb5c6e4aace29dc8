import Foundation
import Synchronization

/// A wall clock the test moves by hand, so gathers get known dates without sleeping.
final class TestClock: Sendable {
  static let start = Date(timeIntervalSince1970: 1_700_000_000)

  private let current: Mutex<Date>

  init(start: Date = TestClock.start) {
    current = Mutex(start)
  }

  func now() -> Date {
    current.withLock { $0 }
  }

  func advance(seconds: TimeInterval) {
    current.withLock { $0 += seconds }
  }
}
