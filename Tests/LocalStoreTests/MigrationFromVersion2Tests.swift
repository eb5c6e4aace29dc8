import Domain
import Foundation
import Testing

@testable import LocalStore

/// A database written by the version-2 app (its schema, its rows, as its code wrote them)
/// opened by this version: migration 3 runs in place and every gather reads the same.
@Suite("Migration from version 2")
struct MigrationFromVersion2Tests {
  /// The file, whose ended gather had a goal with an unknown scorer; `draw`, the other
  /// ended gather, was a draw.
  private let file: OldVersionFile
  private let draw = UUID(uuidString: "0A6E0D7C-2222-4B7A-8F0C-8A2E5C3B9D02") ?? UUID()

  init() throws {
    file = try OldVersionFile(version: 2)
    try file.write(rows)
  }

  /// The rows the version-2 app wrote for the coach: four players, two ended gathers, a
  /// match in progress with its snapshot.
  private var rows: [(String, [any SQLiteBindable])] {
    get throws {
      [
        (
          """
          INSERT INTO players (id, user_id, name, age, skill, position, favourite_team) VALUES
            (1, ?, 'Ana', 30, 'professional', 'striker', 'Rovers'),
            (2, ?, 'Bo', NULL, NULL, NULL, NULL),
            (3, ?, 'Cy', 25, 'amateur', 'goalkeeper', NULL),
            (4, ?, 'Di', NULL, 'beginner', NULL, NULL)
          """, [file.user.id, file.user.id, file.user.id, file.user.id]
        ),
        (
          """
          INSERT INTO gathers (id, user_id, score, winner_team, created_at, ended_at) VALUES
            (?, ?, '2-1', 'Team A', 1700000000, 1700003600),
            (?, ?, '0-0', 'None', 1700100000, 1700103600),
            (?, ?, NULL, NULL, 1700200000, NULL)
          """, [file.ended, file.user.id, draw, file.user.id, file.running, file.user.id]
        ),
        (
          """
          INSERT INTO player_gathers (gather_id, player_id, team) VALUES
            (?, 3, 'Team A'), (?, 1, 'Team A'), (?, 2, 'Team B'), (?, 4, 'Bench'),
            (?, 1, 'Team B'), (?, 2, 'Team A'), (?, 4, NULL),
            (?, 1, 'Team A'), (?, 2, 'Team B')
          """,
          [
            file.ended, file.ended, file.ended, file.ended, draw, draw, draw, file.running,
            file.running,
          ]
        ),
        (
          """
          INSERT INTO goals (gather_id, position, team, scorer_id, minute) VALUES
            (?, 0, 'Team A', 1, 3), (?, 1, 'Team B', 2, NULL), (?, 2, 'Team A', NULL, 40)
          """, [file.ended, file.ended, file.ended]
        ),
        (
          """
          INSERT INTO match_snapshots (user_id, gather_id, snapshot, saved_at) VALUES (?, ?, ?, ?)
          """, [file.user.id, file.running, try snapshotJSON(), 1_700_200_100.0]
        ),
      ]
    }
  }

  /// The match in progress as version 2 saved it: `JSONEncoder` output of the snapshot.
  private var snapshot: MatchSnapshot {
    MatchSnapshot(
      gatherID: file.running, players: Array(expectedGathers[0].players),
      goals: [Goal(team: .teamB, scorerID: 2, minute: 2)],
      timer: MatchTimerState(
        plan: .standard, stage: 0, remainingMilliseconds: 420_000, wasRunning: false))
  }

  private func snapshotJSON() throws -> String {
    String(decoding: try JSONEncoder().encode(snapshot), as: UTF8.self)
  }

  private var expectedGathers: [Gather] {
    let ana = Player(
      id: 1, name: "Ana", age: 30, skill: .professional, position: .striker,
      favouriteTeam: "Rovers")
    let bo = Player(id: 2, name: "Bo")
    let cy = Player(id: 3, name: "Cy", age: 25, skill: .amateur, position: .goalkeeper)
    let di = Player(id: 4, name: "Di", skill: .beginner)
    return [
      Gather(
        id: file.running, createdAt: Date(timeIntervalSince1970: 1_700_200_000),
        players: [GatherPlayer(player: ana, team: .teamA), GatherPlayer(player: bo, team: .teamB)]),
      Gather(
        id: draw, createdAt: Date(timeIntervalSince1970: 1_700_100_000),
        endedAt: Date(timeIntervalSince1970: 1_700_103_600),
        players: [
          GatherPlayer(player: ana, team: .teamB), GatherPlayer(player: bo, team: .teamA),
          GatherPlayer(player: di, team: nil),
        ], score: Score(teamA: 0, teamB: 0)),
      Gather(
        id: file.ended, createdAt: Date(timeIntervalSince1970: 1_700_000_000),
        endedAt: Date(timeIntervalSince1970: 1_700_003_600),
        players: [
          GatherPlayer(player: cy, team: .teamA), GatherPlayer(player: ana, team: .teamA),
          GatherPlayer(player: bo, team: .teamB), GatherPlayer(player: di, team: .bench),
        ], score: Score(teamA: 2, teamB: 1),
        goals: [
          Goal(team: .teamA, scorerID: 1, minute: 3), Goal(team: .teamB, scorerID: 2, minute: nil),
          Goal(team: .teamA, scorerID: nil, minute: 40),
        ]),
    ]
  }

  @Test("every gather, line-up, goal and player reads the same after migration 3")
  func everyGatherReadsTheSame() async throws {
    let store = try file.open()
    #expect(try file.userVersion() == Schema.latestVersion)
    #expect(try await store.gathers(for: file.user).allGathers() == expectedGathers)
    #expect(
      try await store.players(for: file.user).allPlayers().map(\.name) == ["Ana", "Bo", "Cy", "Di"])
    #expect(try await store.matchSnapshots(for: file.user).loadSnapshot() == snapshot)
    let coach = try await store.auth.logIn(
      Credentials(username: "coach", password: "correct horse"))
    #expect(coach.user == file.user)
  }

  @Test("after migration, deleting a player who played in a version-2 gather archives them")
  func migratedPlayersAreArchivedNotErased() async throws {
    let store = try file.open()
    #expect(try await store.players(for: file.user).deletePlayer(id: 1) == .archived(gathers: 3))
    #expect(try await store.gathers(for: file.user).allGathers() == expectedGathers)
  }
}
