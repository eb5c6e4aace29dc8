import Domain
import Foundation
import Testing

@testable import LocalStore

/// A database written by the version-6 app (its schema, its rows as its code wrote them)
/// opened by this version: migration 7 rebuilds `player_gathers` (a cheaper team check) in
/// place, so every gather keeps its line-up in its order, and the match in progress, saved
/// with its line-up in the snapshot as version 6 did, resumes as it was.
@Suite("Migration from version 6")
struct MigrationFromVersion6Tests {
  private let file: OldVersionFile

  init() throws {
    file = try OldVersionFile(version: 6, rows: Self.rows(of:))
  }

  /// The rows the version-6 app wrote: the club's, the match in progress's line-up and its
  /// snapshot holding its line-up.
  private static func rows(of file: OldVersionFile) throws -> [(String, [any SQLiteBindable])] {
    let snapshotJSON = String(decoding: try JSONEncoder().encode(file.runningMatch), as: UTF8.self)
    return file.clubRows + [
      (
        """
        INSERT INTO player_gathers (gather_id, player_id, team, player_name, number) VALUES
          (?, 3, 'Team B', 'Cy', 1), (?, 1, 'Team A', 'Ana', 2)
        """, [file.running, file.running]
      ),
      (
        """
        INSERT INTO match_snapshots (user_id, gather_id, snapshot, saved_at, version, holder)
        VALUES (?, ?, ?, 1700200100, 4, NULL)
        """, [file.user.id, file.running, snapshotJSON]
      ),
    ]
  }

  @Test("every gather keeps its line-up in its order, and the saved match resumes")
  func gathersAndMatchSurvive() async throws {
    let store = try file.open()
    #expect(try file.userVersion() == Schema.latestVersion)
    let gathers = try await store.gathers(for: file.user).allGathers()
    #expect(gathers.map(\.id) == [file.running, file.ended])
    #expect(
      gathers.last?.players == [
        GatherPlayer(
          player: Player(id: 3, name: "Cyrus", position: .goalkeeper), team: .teamA, number: 1),
        GatherPlayer(player: OldVersionFile.ana, team: .teamB, number: 2),
        GatherPlayer(player: OldVersionFile.bo, team: .bench, number: 3),
      ])
    #expect(gathers.last?.goals == [Goal(team: .teamB, scorerID: 1, minute: 7)])
    let snapshot = file.runningMatch
    #expect(gathers.first?.players == snapshot.players)
    #expect(try await store.matchSnapshots(for: file.user).loadSnapshot() == snapshot)
  }

  @Test("the rebuilt line-up table still refuses another team and keeps a player who played")
  func checksKept() throws {
    _ = try file.open()
    let db = try SQLiteConnection(path: file.path)
    try db.enableForeignKeys()
    #expect(throws: FootballGatherError.self) {
      try db.execute(
        "UPDATE player_gathers SET team = 'Team C' WHERE gather_id = ?", [file.running])
    }
    try db.execute("UPDATE player_gathers SET team = 'Bench' WHERE gather_id = ?", [file.running])
    try db.execute("UPDATE player_gathers SET team = NULL WHERE gather_id = ?", [file.running])
    #expect(throws: FootballGatherError.self) {
      try db.execute("DELETE FROM players WHERE id = 3")
    }
  }
}
