import Domain
import Foundation

/// SQL for `match_snapshots`: each user's match in progress, as JSON.
///
/// The snapshot is one document that is always written and read whole, so it is kept
/// as JSON rather than spread over tables; the gather it belongs to is a real column,
/// so deleting the gather deletes its snapshot. A line-up that is the gather's own
/// (`line_up_in_gather`) is left out of the JSON and read from `player_gathers` (where a
/// reader spreads a line-up still pending first: `Database.read(withLineUpsOf:)`).
enum MatchSnapshotTable {
  /// The owner's saved match as stored: its gather, version, the process that saved it and
  /// whether its line-up is the gather's own.
  struct Stamp: Sendable {
    var gatherID: Gather.ID
    var version: Int
    var holder: String?
    var lineUpInGather = false
  }

  static func stamp(owner: UUID, in db: SQLiteConnection) throws(FootballGatherError) -> Stamp? {
    try db.queryFirst(
      """
      SELECT gather_id, version, holder, line_up_in_gather FROM match_snapshots
      WHERE user_id = ?
      """, [owner]
    ) { row throws(FootballGatherError) in
      Stamp(
        gatherID: try row.uuid(0), version: row.int(1), holder: row.optionalText(2),
        lineUpInGather: row.int(3) == 1)
    }
  }

  /// Saves `snapshot`, encoded here.
  static func save(
    _ snapshot: MatchSnapshot, owner: UUID, savedAt: Date, version: Int = 0,
    holder: String? = nil, in db: SQLiteConnection
  ) throws(FootballGatherError) {
    let json: String
    do {
      json = String(decoding: try JSONEncoder().encode(snapshot), as: UTF8.self)
    } catch {
      throw .storage("the match could not be written as JSON: \(error)")
    }
    try save(
      json: json, of: snapshot.gatherID, owner: owner, savedAt: savedAt, version: version,
      holder: holder, in: db)
  }

  /// Saves a snapshot already encoded as `json`, for the gather `gatherID`;
  /// `lineUpInGather`: the JSON's line-up is empty, the gather's Team A and Team B players
  /// take its place when it is read.
  static func save(
    json: String, of gatherID: Gather.ID, owner: UUID, savedAt: Date, version: Int = 0,
    holder: String? = nil, lineUpInGather: Bool = false, in db: SQLiteConnection
  ) throws(FootballGatherError) {
    try db.execute(
      """
      INSERT INTO match_snapshots
        (user_id, gather_id, snapshot, saved_at, version, holder, line_up_in_gather)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (user_id) DO UPDATE SET gather_id = excluded.gather_id,
        snapshot = excluded.snapshot, saved_at = excluded.saved_at,
        version = excluded.version, holder = excluded.holder,
        line_up_in_gather = excluded.line_up_in_gather
      """,
      [owner, gatherID, json, savedAt, version, holder, lineUpInGather ? 1 : 0])
  }

  static func load(owner: UUID, in db: SQLiteConnection) throws(FootballGatherError)
    -> MatchSnapshot?
  {
    guard
      let (json, lineUpInGather) = try db.queryFirst(
        "SELECT snapshot, line_up_in_gather FROM match_snapshots WHERE user_id = ?", [owner],
        { ($0.text(0), $0.int(1) == 1) })
    else { return nil }
    var snapshot: MatchSnapshot
    do {
      snapshot = try JSONDecoder().decode(MatchSnapshot.self, from: Data(json.utf8))
    } catch {
      throw .storage("the saved match cannot be read: \(error)")
    }
    if lineUpInGather {
      snapshot.players = try GatherPlayerTable.playing(in: snapshot.gatherID, in: db)
    }
    return snapshot
  }

  /// Forgets the owner's snapshot, or only the one of `gatherID` when given.
  static func delete(owner: UUID, gatherID: Gather.ID? = nil, in db: SQLiteConnection)
    throws(FootballGatherError)
  {
    if let gatherID {
      try db.execute(
        "DELETE FROM match_snapshots WHERE user_id = ? AND gather_id = ?", [owner, gatherID])
    } else {
      try db.execute("DELETE FROM match_snapshots WHERE user_id = ?", [owner])
    }
  }
}
