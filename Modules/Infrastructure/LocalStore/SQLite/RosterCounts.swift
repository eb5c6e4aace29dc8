import Domain
import Foundation
import Synchronization

/// Each owner's roster size as last counted, kept while the file is as it was then: no
/// other connection has committed since (`PRAGMA data_version` is the same) and this one
/// has changed no row since (`totalChanges` is the same; a change rolled back counts too).
/// Adding players moves it on once their transaction has committed, so the list shown
/// after `add` reads its 50 rows, not 100,000 index entries (docs/PERFORMANCE.md).
final class RosterCounts: Sendable {
  /// The state of the file as this connection sees it.
  struct Stamp: Equatable, Sendable {
    var dataVersion: Int64
    var changes: Int64

    init(_ db: SQLiteConnection) throws(FootballGatherError) {
      dataVersion = try db.dataVersion()
      changes = db.totalChanges
    }
  }

  private let counts = Mutex<[UUID: (count: Int, stamp: Stamp)]>([:])

  /// `owner`'s count kept at the state `db` is in, or else `counting()`'s, then kept.
  func count(
    of owner: UUID, in db: SQLiteConnection,
    counting: () throws(FootballGatherError) -> Int
  ) throws(FootballGatherError) -> Int {
    let stamp = try Stamp(db)
    if let kept = counts.withLock({ $0[owner] }), kept.stamp == stamp { return kept.count }
    let count = try counting()
    counts.withLock { $0[owner] = (count, stamp) }
    return count
  }

  /// `added` players joined `owner`'s roster in a committed transaction that found the
  /// file at `before` and left it at `after`: a count kept at `before` moves on to
  /// `after`; any other is dropped.
  func added(_ added: Int, to owner: UUID, from before: Stamp, to after: Stamp) {
    counts.withLock { counts in
      guard let kept = counts[owner], kept.stamp == before else {
        counts[owner] = nil
        return
      }
      counts[owner] = (kept.count + added, after)
    }
  }
}
