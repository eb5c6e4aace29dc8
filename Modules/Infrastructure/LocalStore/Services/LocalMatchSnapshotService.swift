import Domain
import Foundation

/// One user's match in progress in the store: one row, replaced on every save.
///
/// Two windows on one database: a save goes only over the version this process last read
/// or wrote (`SnapshotLedger`), so a window never overwrites a match another window has
/// changed, ended or discarded since; it gets a `.conflict` saying what is saved now.
struct LocalMatchSnapshotService: MatchSnapshotService {
  let database: Database
  let owner: UUID
  let ledger: SnapshotLedger
  /// The wall clock that dates each save.
  let now: @Sendable () -> Date
  /// The line-up as last written: a save while it has not changed (a timer command, a
  /// goal) reuses its JSON instead of encoding every player again.
  let lineUps = LineUpJSONCache()

  /// Checks the gather by its `ended_at` alone (one indexed row, not the gather with its
  /// line-up) and replaces the snapshot; only a refusal loads the whole gather to say why.
  /// A line-up that is the gather's own (as this process wrote or read it) is left to the
  /// gather: the snapshot is a few hundred bytes whatever the line-up's length.
  func saveSnapshot(_ snapshot: MatchSnapshot) async throws(FootballGatherError) {
    let savedAt = now()
    let lineUpInGather = ledger.isGatherLineUp(
      snapshot.players, of: snapshot.gatherID, owner: owner)
    let json = try lineUpInGather ? Self.jsonWithoutLineUp(snapshot) : lineUps.json(of: snapshot)
    let version = try database.write { db throws(FootballGatherError) -> Int in
      guard let ended = try GatherTable.ended(id: snapshot.gatherID, owner: owner, in: db) else {
        throw .notFound("gather \(snapshot.gatherID)")
      }
      if ended {
        throw MatchConflict.ended(try gather(snapshot.gatherID, in: db), unsaved: snapshot.goals)
      }
      let stamp = try MatchSnapshotTable.stamp(owner: owner, in: db)
      if let known = ledger.version(of: owner),
        stamp?.version != known || stamp?.gatherID != snapshot.gatherID
      {
        try PendingLineUpTable.spread(owner: owner, in: db)  // for the refusal's line-up
        let saved = stamp == nil ? nil : try MatchSnapshotTable.load(owner: owner, in: db)
        throw MatchConflict.changed(
          saved, unsaved: snapshot.goals, of: try gather(snapshot.gatherID, in: db))
      }
      let version = (stamp?.version ?? 0) + 1
      try MatchSnapshotTable.save(
        json: json, of: snapshot.gatherID, owner: owner, savedAt: savedAt, version: version,
        holder: ledger.holder, lineUpInGather: lineUpInGather, in: db)
      return version
    }
    ledger.remember(version, of: owner)
  }

  func loadSnapshot() async throws(FootballGatherError) -> MatchSnapshot? {
    let (snapshot, stamp) = try database.read(withLineUpsOf: owner) {
      db throws(FootballGatherError) in
      (
        try MatchSnapshotTable.load(owner: owner, in: db),
        try MatchSnapshotTable.stamp(owner: owner, in: db)
      )
    }
    ledger.remember(stamp?.version, of: owner)
    guard var snapshot else { return nil }
    if stamp?.lineUpInGather == true {
      ledger.rememberPlaying(snapshot.players, of: snapshot.gatherID, owner: owner)
    }
    snapshot.openElsewhere = MatchConflict.isAnotherLiveProcess(stamp?.holder)
    return snapshot
  }

  /// Forgets the saved match, unless another window changed it since this one saw it.
  func discardSnapshot() async throws(FootballGatherError) {
    try database.write { db throws(FootballGatherError) in
      guard let stamp = try MatchSnapshotTable.stamp(owner: owner, in: db) else { return }
      if let known = ledger.version(of: owner), stamp.version != known {
        try PendingLineUpTable.spread(owner: owner, in: db)  // for the refusal's line-up
        if let gather = try GatherTable.find(id: stamp.gatherID, owner: owner, in: db) {
          throw MatchConflict.changed(
            try MatchSnapshotTable.load(owner: owner, in: db), unsaved: [], of: gather)
        }
      }
      try MatchSnapshotTable.delete(owner: owner, in: db)
    }
    ledger.remember(nil, of: owner)
  }

  /// The snapshot as JSON with an empty line-up (`"players":[]`).
  private static func jsonWithoutLineUp(_ snapshot: MatchSnapshot) throws(FootballGatherError)
    -> String
  {
    var outline = snapshot
    outline.players = []
    do {
      return String(decoding: try JSONEncoder().encode(outline), as: UTF8.self)
    } catch {
      throw .storage("the match could not be written as JSON: \(error)")
    }
  }

  /// The whole gather, for a conflict's message (it was just found by id).
  private func gather(_ id: Gather.ID, in db: SQLiteConnection) throws(FootballGatherError)
    -> Gather
  {
    guard let gather = try GatherTable.find(id: id, owner: owner, in: db) else {
      throw .notFound("gather \(id)")
    }
    return gather
  }
}
