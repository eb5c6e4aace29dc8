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

  private static let ana = Player(id: 1, name: "Ana", skill: .professional)
  private static let bo = Player(id: 2, name: "Bo")
  private static let cy = Player(id: 3, name: "Cy", position: .goalkeeper)

  /// The match in progress in `file`, as version 6 saved it: with its line-up.
  private static func snapshot(in file: OldVersionFile) -> MatchSnapshot {
    MatchSnapshot(
      gatherID: file.running,
      players: [
        GatherPlayer(player: cy, team: .teamB, number: 1),
        GatherPlayer(player: ana, team: .teamA, number: 2),
      ], goals: [Goal(team: .teamB, scorerID: 3, minute: 2)],
      timer: MatchTimerState(
        plan: MatchPlan(periods: 1, periodSeconds: 600, breakSeconds: 0), stage: 0,
        remainingMilliseconds: 420_000, wasRunning: false))
  }

  /// The rows the version-6 app wrote: three players, an ended gather (line-up in a
  /// picked order that is not the players' ids, a bench), a match in progress and its
  /// snapshot holding its line-up.
  private static func rows(of file: OldVersionFile) throws -> [(String, [any SQLiteBindable])] {
    let snapshotJSON = String(
      decoding: try JSONEncoder().encode(snapshot(in: file)), as: UTF8.self)
    return [
      (
        """
        INSERT INTO players (id, user_id, name, skill, position) VALUES
          (1, ?, 'Ana', 'professional', NULL), (2, ?, 'Bo', NULL, NULL),
          (3, ?, 'Cy', NULL, 'goalkeeper')
        """, [file.user.id, file.user.id, file.user.id]
      ),
      (
        """
        INSERT INTO gathers (id, user_id, score, winner_team, created_at, ended_at) VALUES
          (?, ?, '0-1', 'Team B', 1700000000, 1700003600),
          (?, ?, NULL, NULL, 1700200000, NULL)
        """, [file.ended, file.user.id, file.running, file.user.id]
      ),
      (
        """
        INSERT INTO player_gathers (gather_id, player_id, team, player_name, number) VALUES
          (?, 3, 'Team A', 'Cyrus', 1), (?, 1, 'Team B', 'Ana', 2), (?, 2, 'Bench', 'Bo', 3),
          (?, 3, 'Team B', 'Cy', 1), (?, 1, 'Team A', 'Ana', 2)
        """, [file.ended, file.ended, file.ended, file.running, file.running]
      ),
      (
        "INSERT INTO goals (gather_id, position, team, scorer_id, minute) VALUES (?, 0, 'Team B', 1, 7)",
        [file.ended]
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
        GatherPlayer(player: Self.ana, team: .teamB, number: 2),
        GatherPlayer(player: Self.bo, team: .bench, number: 3),
      ])
    #expect(gathers.last?.goals == [Goal(team: .teamB, scorerID: 1, minute: 7)])
    let snapshot = Self.snapshot(in: file)
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
