import Domain
import Foundation

/// One user's match in progress in the store: one row, replaced on every save.
struct LocalMatchSnapshotService: MatchSnapshotService {
  let database: Database
  let owner: UUID
  /// The wall clock that dates each save.
  let now: @Sendable () -> Date

  func saveSnapshot(_ snapshot: MatchSnapshot) async throws(FootballGatherError) {
    let savedAt = now()
    try database.write { db throws(FootballGatherError) in
      guard try GatherTable.find(id: snapshot.gatherID, owner: owner, in: db) != nil else {
        throw .notFound("gather \(snapshot.gatherID)")
      }
      try MatchSnapshotTable.save(snapshot, owner: owner, savedAt: savedAt, in: db)
    }
  }

  func loadSnapshot() async throws(FootballGatherError) -> MatchSnapshot? {
    try database.read { db throws(FootballGatherError) in
      try MatchSnapshotTable.load(owner: owner, in: db)
    }
  }

  func discardSnapshot() async throws(FootballGatherError) {
    try database.write { db throws(FootballGatherError) in
      try MatchSnapshotTable.delete(owner: owner, in: db)
    }
  }
}
