import Domain
import Foundation
import Testing

@testable import LocalStore

/// A database written by the version-7 app opened by this version: migration 8 adds
/// `pending_line_ups` (where `play` now writes a line-up as one row). Every gather of the
/// older file has its line-up in `player_gathers` already, so the match it left in
/// progress, saved with its line-up left to its gather, resumes and ends as it was.
@Suite("Migration from version 7")
struct MigrationFromVersion7Tests {
  private let file: OldVersionFile

  init() throws {
    file = try OldVersionFile(version: 7, rows: Self.rows(of:))
  }

  /// The rows the version-7 app wrote: the club's, the match in progress's line-up with Bo
  /// on its bench, and its snapshot without the line-up (`line_up_in_gather`), which is
  /// its gather's.
  private static func rows(of file: OldVersionFile) throws -> [(String, [any SQLiteBindable])] {
    var outline = file.runningMatch
    outline.players = []
    let snapshotJSON = String(decoding: try JSONEncoder().encode(outline), as: UTF8.self)
    return file.clubRows + [
      (
        """
        INSERT INTO player_gathers (gather_id, player_id, team, player_name, number) VALUES
          (?, 3, 'Team B', 'Cy', 1), (?, 1, 'Team A', 'Ana', 2), (?, 2, 'Bench', 'Bo', 3)
        """, [file.running, file.running, file.running]
      ),
      (
        """
        INSERT INTO match_snapshots
          (user_id, gather_id, snapshot, saved_at, version, holder, line_up_in_gather)
        VALUES (?, ?, ?, 1700200100, 4, NULL, 1)
        """, [file.user.id, file.running, snapshotJSON]
      ),
    ]
  }

  @Test("every gather keeps its line-up, and the match left in progress resumes and ends")
  func gathersAndMatchSurvive() async throws {
    let (user, ended, running) = (file.user, file.ended, file.running)
    let (ana, bo, snapshot) = (OldVersionFile.ana, OldVersionFile.bo, file.runningMatch)
    let store = try file.open()
    #expect(try file.userVersion() == Schema.latestVersion)
    let gathers = try await store.gathers(for: user).allGathers()
    #expect(gathers.map(\.id) == [running, ended])
    #expect(
      gathers.last?.players == [
        GatherPlayer(
          player: Player(id: 3, name: "Cyrus", position: .goalkeeper), team: .teamA, number: 1),
        GatherPlayer(player: ana, team: .teamB, number: 2),
        GatherPlayer(player: bo, team: .bench, number: 3),
      ])
    #expect(
      gathers.first?.players == snapshot.players + [
        GatherPlayer(player: bo, team: .bench, number: 3)
      ])
    #expect(try await store.matchSnapshots(for: user).loadSnapshot() == snapshot)
    #expect(try await store.players(for: user).deletePlayer(id: 2) == .archived(gathers: 2))

    let result = try await store.matchResults(for: user).endGather(
      id: running, score: Score(teamA: 0, teamB: 1), goals: snapshot.goals, lineUp: nil)
    #expect(result.players == gathers.first?.players)
    #expect(try await store.gathers(for: user).historyPage(at: 0..<10).gathers.count == 2)
  }

  @Test("the migrated file takes a new match's line-up as one row")
  func newMatchAfterMigration() async throws {
    let store = try file.open()
    let lineUp = [GatherPlayer(player: OldVersionFile.bo, team: .teamA, number: 1)]
    let gather = try await store.gathers(for: file.user).createGather(players: lineUp)
    let db = try SQLiteConnection(path: file.path)
    #expect(try db.queryFirst("SELECT count(*) FROM pending_line_ups") { $0.int(0) } == 1)
    #expect(try await store.gathers(for: file.user).gather(id: gather.id)?.players == lineUp)
    #expect(try db.queryFirst("SELECT count(*) FROM pending_line_ups") { $0.int(0) } == 0)
  }
}
