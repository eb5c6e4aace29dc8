import Domain
import Foundation

/// One user's match in progress in the store: one row, replaced on every save.
struct LocalMatchSnapshotService: MatchSnapshotService {
  let database: Database
  let owner: UUID
  /// The wall clock that dates each save.
  let now: @Sendable () -> Date
  /// The line-up as last written: a save while it has not changed (a timer command, a
  /// goal) reuses its JSON instead of encoding every player again.
  let lineUps = LineUpJSONCache()

  /// Checks the gather exists (one indexed row, not the gather with its line-up) and
  /// replaces the snapshot.
  func saveSnapshot(_ snapshot: MatchSnapshot) async throws(FootballGatherError) {
    let savedAt = now()
    let json = try lineUps.json(of: snapshot)
    try database.write { db throws(FootballGatherError) in
      guard try GatherTable.exists(id: snapshot.gatherID, owner: owner, in: db) else {
        throw .notFound("gather \(snapshot.gatherID)")
      }
      try MatchSnapshotTable.save(
        json: json, of: snapshot.gatherID, owner: owner, savedAt: savedAt, in: db)
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
