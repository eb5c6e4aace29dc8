import Foundation
import Synchronization

/// What this process last knew of each user's match in progress: the snapshot version it
/// read or wrote. One per `LocalStore` (one per process), shared by its services, so a
/// save can tell whether another window changed the match since this one last saw it.
final class SnapshotLedger: Sendable {
  private let versions = Mutex<[UUID: Int]>([:])
  /// "host:pid", written with every save so another window can tell who holds the match.
  let holder: String

  init(holder: String = SnapshotLedger.thisProcess) {
    self.holder = holder
  }

  static var thisProcess: String {
    "\(ProcessInfo.processInfo.hostName):\(ProcessInfo.processInfo.processIdentifier)"
  }

  /// The version of `owner`'s snapshot this process last read or wrote; `nil` when it
  /// has seen none (or forgot it once the match ended or was discarded).
  func version(of owner: UUID) -> Int? {
    versions.withLock { $0[owner] }
  }

  func remember(_ version: Int?, of owner: UUID) {
    versions.withLock { $0[owner] = version }
  }
}
