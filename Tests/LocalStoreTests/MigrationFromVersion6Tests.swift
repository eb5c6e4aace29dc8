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
  private let fixture: StoreFixture
  private let user = User(
    id: UUID(uuidString: "7A2D3B9F-1C1E-4D66-8F64-3E2E1C9F4B66") ?? UUID(), username: "coach")
  private let ended = UUID(uuidString: "1B7F1E8D-1111-4C8B-9A1D-9B3F6D4C0E61") ?? UUID()
  private let running = UUID(uuidString: "1B7F1E8D-2222-4C8B-9A1D-9B3F6D4C0E62") ?? UUID()

  init() throws {
    fixture = try StoreFixture()
  }

  private var ana: Player { Player(id: 1, name: "Ana", skill: .professional) }
  private var bo: Player { Player(id: 2, name: "Bo") }
  private var cy: Player { Player(id: 3, name: "Cy", position: .goalkeeper) }

  private var snapshot: MatchSnapshot {
    MatchSnapshot(
      gatherID: running,
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
  private func writeVersion6File(at path: String) throws {
    _ = try Database(
      path: path, migrator: Migrator(migrations: Schema.migrations.filter { $0.version <= 6 }))
    let db = try SQLiteConnection(path: path)
    #expect(try db.userVersion() == 6)
    let snapshotJSON = String(decoding: try JSONEncoder().encode(snapshot), as: UTF8.self)
    let statements: [(String, [any SQLiteBindable])] = [
      ("INSERT INTO users (id, username, password_hash) VALUES (?, ?, 'x')", [user.id, "coach"]),
      (
        """
        INSERT INTO players (id, user_id, name, skill, position) VALUES
          (1, ?, 'Ana', 'professional', NULL), (2, ?, 'Bo', NULL, NULL),
          (3, ?, 'Cy', NULL, 'goalkeeper')
        """, [user.id, user.id, user.id]
      ),
      (
        """
        INSERT INTO gathers (id, user_id, score, winner_team, created_at, ended_at) VALUES
          (?, ?, '0-1', 'Team B', 1700000000, 1700003600),
          (?, ?, NULL, NULL, 1700200000, NULL)
        """, [ended, user.id, running, user.id]
      ),
      (
        """
        INSERT INTO player_gathers (gather_id, player_id, team, player_name, number) VALUES
          (?, 3, 'Team A', 'Cyrus', 1), (?, 1, 'Team B', 'Ana', 2), (?, 2, 'Bench', 'Bo', 3),
          (?, 3, 'Team B', 'Cy', 1), (?, 1, 'Team A', 'Ana', 2)
        """, [ended, ended, ended, running, running]
      ),
      (
        "INSERT INTO goals (gather_id, position, team, scorer_id, minute) VALUES (?, 0, 'Team B', 1, 7)",
        [ended]
      ),
      (
        """
        INSERT INTO match_snapshots (user_id, gather_id, snapshot, saved_at, version, holder)
        VALUES (?, ?, ?, 1700200100, 4, NULL)
        """, [user.id, running, snapshotJSON]
      ),
    ]
    for (sql, values) in statements { try db.execute(sql, values) }
  }

  @Test("every gather keeps its line-up in its order, and the saved match resumes")
  func gathersAndMatchSurvive() async throws {
    let path = fixture.directory.path("version6.sqlite")
    try writeVersion6File(at: path)
    let store = try StoreFixture.openStore(at: path)
    #expect(try SQLiteConnection(path: path).userVersion() == Schema.latestVersion)
    let gathers = try await store.gathers(for: user).allGathers()
    #expect(gathers.map(\.id) == [running, ended])
    #expect(
      gathers.last?.players == [
        GatherPlayer(
          player: Player(id: 3, name: "Cyrus", position: .goalkeeper), team: .teamA, number: 1),
        GatherPlayer(player: ana, team: .teamB, number: 2),
        GatherPlayer(player: bo, team: .bench, number: 3),
      ])
    #expect(gathers.last?.goals == [Goal(team: .teamB, scorerID: 1, minute: 7)])
    #expect(gathers.first?.players == snapshot.players)
    #expect(try await store.matchSnapshots(for: user).loadSnapshot() == snapshot)
  }

  @Test("the rebuilt line-up table still refuses another team and keeps a player who played")
  func checksKept() throws {
    let path = fixture.directory.path("version6.sqlite")
    try writeVersion6File(at: path)
    _ = try StoreFixture.openStore(at: path)
    let db = try SQLiteConnection(path: path)
    try db.enableForeignKeys()
    #expect(throws: FootballGatherError.self) {
      try db.execute("UPDATE player_gathers SET team = 'Team C' WHERE gather_id = ?", [running])
    }
    try db.execute("UPDATE player_gathers SET team = 'Bench' WHERE gather_id = ?", [running])
    try db.execute("UPDATE player_gathers SET team = NULL WHERE gather_id = ?", [running])
    #expect(throws: FootballGatherError.self) {
      try db.execute("DELETE FROM players WHERE id = 3")
    }
  }
}
