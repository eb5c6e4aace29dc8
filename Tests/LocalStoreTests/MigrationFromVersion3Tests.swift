import Domain
import Foundation
import Testing

@testable import LocalStore

/// A database written by the version-3 app (its schema, its rows, as its code wrote them)
/// opened by this version: migration 4 runs in place, every gather reads the same with the
/// standard team names and no kept numbers, and the match in progress resumes as it was.
@Suite("Migration from version 3")
struct MigrationFromVersion3Tests {
  private let file: OldVersionFile

  init() throws {
    file = try OldVersionFile(version: 3, rows: Self.rows(of:))
  }

  /// The rows the version-3 app wrote for the coach: three players (one archived), an ended
  /// gather with a goal, and a match in progress with its snapshot as version 3 encoded it.
  private static func rows(of file: OldVersionFile) -> [(String, [any SQLiteBindable])] {
    [
      (
        """
        INSERT INTO players (id, user_id, name, skill, position, archived_at) VALUES
          (1, ?, 'Ana', 'professional', 'striker', NULL),
          (2, ?, 'Bo', NULL, NULL, NULL),
          (3, ?, 'Cy', 'amateur', 'goalkeeper', 1700500000)
        """, [file.user.id, file.user.id, file.user.id]
      ),
      (
        """
        INSERT INTO gathers (id, user_id, score, winner_team, created_at, ended_at) VALUES
          (?, ?, '1-0', 'Team A', 1700000000, 1700003600),
          (?, ?, NULL, NULL, 1700200000, NULL)
        """, [file.ended, file.user.id, file.running, file.user.id]
      ),
      (
        """
        INSERT INTO player_gathers (gather_id, player_id, team, player_name) VALUES
          (?, 3, 'Team A', 'Cyrus'), (?, 2, 'Team B', 'Bo'),
          (?, 1, 'Team A', 'Ana'), (?, 2, 'Team B', 'Bo')
        """, [file.ended, file.ended, file.running, file.running]
      ),
      (
        "INSERT INTO goals (gather_id, position, team, scorer_id, minute) VALUES (?, 0, 'Team A', 3, 7)",
        [file.ended]
      ),
      (
        "INSERT INTO match_snapshots (user_id, gather_id, snapshot, saved_at) VALUES (?, ?, ?, ?)",
        [file.user.id, file.running, Self.version3SnapshotJSON(file.running), 1_700_200_100.0]
      ),
    ]
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
        id: file.running, createdAt: Date(timeIntervalSince1970: 1_700_200_000),
        players: [GatherPlayer(player: ana, team: .teamA), GatherPlayer(player: bo, team: .teamB)]),
      Gather(
        id: file.ended, createdAt: Date(timeIntervalSince1970: 1_700_000_000),
        endedAt: Date(timeIntervalSince1970: 1_700_003_600),
        players: [
          GatherPlayer(player: cyrus, team: .teamA), GatherPlayer(player: bo, team: .teamB),
        ], score: Score(teamA: 1, teamB: 0), goals: [Goal(team: .teamA, scorerID: 3, minute: 7)]),
    ]
  }

  @Test("every gather reads the same after migration 4, called Team A and Team B, unnumbered")
  func everyGatherReadsTheSame() async throws {
    let store = try file.open()
    #expect(try file.userVersion() == Schema.latestVersion)
    let gathers = try await store.gathers(for: file.user).allGathers()
    #expect(gathers == expectedGathers)
    #expect(gathers.allSatisfy { $0.teamNames == .standard })
    #expect(gathers.flatMap(\.players).allSatisfy { $0.number == nil })
    #expect(try await store.players(for: file.user).allPlayers().map(\.name) == ["Ana", "Bo"])
  }

  @Test("the match in progress saved by version 3 resumes with its players, goals and timer")
  func theSavedMatchResumes() async throws {
    let store = try file.open()
    let snapshot = try await store.matchSnapshots(for: file.user).loadSnapshot()
    #expect(
      snapshot
        == MatchSnapshot(
          gatherID: file.running,
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
    let gathers = try file.open().gathers(for: file.user)
    let bibs = try TeamNames.standard.renaming(.teamA, to: "Bibs")
    try await gathers.renameTeams(of: file.running, to: bibs)
    let lineUp = [
      GatherPlayer(player: ana, team: .teamB, number: 2),
      GatherPlayer(player: bo, team: .teamA, number: 1),
    ]
    let created = try await gathers.createGather(players: lineUp, teamNames: bibs)
    let all = try await gathers.allGathers()
    #expect(all.first { $0.id == file.running }?.teamNames == bibs)
    #expect(all.first { $0.id == file.ended }?.teamNames == .standard)
    #expect(all.first { $0.id == created.id }?.players == lineUp)
  }
}
