import Domain
import Foundation
import Testing

@testable import LocalStore

/// A database written by the version-3 app (its schema, its rows, as its code wrote them)
/// opened by this version: migration 4 runs in place, every gather reads the same with the
/// standard team names and no kept numbers, and the match in progress resumes as it was.
@Suite("Migration from version 3")
struct MigrationFromVersion3Tests {
  private let fixture: StoreFixture
  private let user = User(
    id: UUID(uuidString: "7A2D3B9F-1C1E-4D66-8F64-3E2E1C9F4B22") ?? UUID(), username: "coach")
  private let ended = UUID(uuidString: "1B7F1E8D-1111-4C8B-9A1D-9B3F6D4C0E01") ?? UUID()
  private let running = UUID(uuidString: "1B7F1E8D-2222-4C8B-9A1D-9B3F6D4C0E02") ?? UUID()

  init() throws {
    fixture = try StoreFixture()
  }

  /// The rows the version-3 app wrote for one user: three players (one archived), an ended
  /// gather with a goal, and a match in progress with its snapshot as version 3 encoded it.
  private func writeVersion3File(at path: String) throws {
    _ = try Database(
      path: path,
      migrator: Migrator(migrations: [Schema.version1, Schema.version2, Schema.version3]))
    let db = try SQLiteConnection(path: path)
    #expect(try db.userVersion() == 3)
    let hash = try BcryptPasswordHasher(cost: 4).hash("correct horse")
    let statements: [(String, [any SQLiteBindable])] = [
      (
        "INSERT INTO users (id, username, password_hash) VALUES (?, ?, ?)",
        [user.id, user.username, hash]
      ),
      (
        """
        INSERT INTO players (id, user_id, name, skill, position, archived_at) VALUES
          (1, ?, 'Ana', 'professional', 'striker', NULL),
          (2, ?, 'Bo', NULL, NULL, NULL),
          (3, ?, 'Cy', 'amateur', 'goalkeeper', 1700500000)
        """, [user.id, user.id, user.id]
      ),
      (
        """
        INSERT INTO gathers (id, user_id, score, winner_team, created_at, ended_at) VALUES
          (?, ?, '1-0', 'Team A', 1700000000, 1700003600),
          (?, ?, NULL, NULL, 1700200000, NULL)
        """, [ended, user.id, running, user.id]
      ),
      (
        """
        INSERT INTO player_gathers (gather_id, player_id, team, player_name) VALUES
          (?, 3, 'Team A', 'Cyrus'), (?, 2, 'Team B', 'Bo'),
          (?, 1, 'Team A', 'Ana'), (?, 2, 'Team B', 'Bo')
        """, [ended, ended, running, running]
      ),
      (
        "INSERT INTO goals (gather_id, position, team, scorer_id, minute) VALUES (?, 0, 'Team A', 3, 7)",
        [ended]
      ),
      (
        "INSERT INTO match_snapshots (user_id, gather_id, snapshot, saved_at) VALUES (?, ?, ?, ?)",
        [user.id, running, Self.version3SnapshotJSON(running), 1_700_200_100.0]
      ),
    ]
    for (sql, values) in statements { try db.execute(sql, values) }
  }

  /// The snapshot exactly as version 3's `JSONEncoder` wrote it: no team names, no numbers.
  private static func version3SnapshotJSON(_ gather: UUID) -> String {
    """
    {"gatherID":"\(gather.uuidString)","goals":[{"team":"Team B","scorerID":2,"minute":2}],\
    "players":[{"player":{"id":1,"name":"Ana","skill":"professional","position":"striker"},\
    "team":"Team A"},{"player":{"id":2,"name":"Bo"},"team":"Team B"}],\
    "timer":{"plan":{"periods":1,"periodSeconds":600,"breakSeconds":0},"stage":0,\
    "remainingMilliseconds":420000,"wasRunning":false}}
    """
  }

  private var ana: Player { Player(id: 1, name: "Ana", skill: .professional, position: .striker) }
  private var bo: Player { Player(id: 2, name: "Bo") }

  private var expectedGathers: [Gather] {
    let cyrus = Player(id: 3, name: "Cyrus", skill: .amateur, position: .goalkeeper)
    return [
      Gather(
        id: running, createdAt: Date(timeIntervalSince1970: 1_700_200_000),
        players: [GatherPlayer(player: ana, team: .teamA), GatherPlayer(player: bo, team: .teamB)]),
      Gather(
        id: ended, createdAt: Date(timeIntervalSince1970: 1_700_000_000),
        endedAt: Date(timeIntervalSince1970: 1_700_003_600),
        players: [
          GatherPlayer(player: cyrus, team: .teamA), GatherPlayer(player: bo, team: .teamB),
        ], score: Score(teamA: 1, teamB: 0), goals: [Goal(team: .teamA, scorerID: 3, minute: 7)]),
    ]
  }

  @Test("every gather reads the same after migration 4, called Team A and Team B, unnumbered")
  func everyGatherReadsTheSame() async throws {
    let path = fixture.directory.path("version3.sqlite")
    try writeVersion3File(at: path)
    let store = try StoreFixture.openStore(at: path)
    #expect(try SQLiteConnection(path: path).userVersion() == Schema.latestVersion)
    let gathers = try await store.gathers(for: user).allGathers()
    #expect(gathers == expectedGathers)
    #expect(gathers.allSatisfy { $0.teamNames == .standard })
    #expect(gathers.flatMap(\.players).allSatisfy { $0.number == nil })
    #expect(try await store.players(for: user).allPlayers().map(\.name) == ["Ana", "Bo"])
  }

  @Test("the match in progress saved by version 3 resumes with its players, goals and timer")
  func theSavedMatchResumes() async throws {
    let path = fixture.directory.path("version3.sqlite")
    try writeVersion3File(at: path)
    let store = try StoreFixture.openStore(at: path)
    let snapshot = try await store.matchSnapshots(for: user).loadSnapshot()
    #expect(
      snapshot
        == MatchSnapshot(
          gatherID: running,
          players: [
            GatherPlayer(player: ana, team: .teamA), GatherPlayer(player: bo, team: .teamB),
          ],
          goals: [Goal(team: .teamB, scorerID: 2, minute: 2)],
          timer: MatchTimerState(
            plan: .standard, stage: 0, remainingMilliseconds: 420_000, wasRunning: false)))
    #expect(snapshot?.teamNames == .standard)
  }

  @Test("a migrated gather can be renamed, and new gathers keep names and numbers")
  func migratedGathersTakeNames() async throws {
    let path = fixture.directory.path("version3.sqlite")
    try writeVersion3File(at: path)
    let gathers = try StoreFixture.openStore(at: path).gathers(for: user)
    let bibs = try TeamNames.standard.renaming(.teamA, to: "Bibs")
    try await gathers.renameTeams(of: running, to: bibs)
    let lineUp = [
      GatherPlayer(player: ana, team: .teamB, number: 2),
      GatherPlayer(player: bo, team: .teamA, number: 1),
    ]
    let created = try await gathers.createGather(players: lineUp, teamNames: bibs)
    let all = try await gathers.allGathers()
    #expect(all.first { $0.id == running }?.teamNames == bibs)
    #expect(all.first { $0.id == ended }?.teamNames == .standard)
    #expect(all.first { $0.id == created.id }?.players == lineUp)
  }
}
