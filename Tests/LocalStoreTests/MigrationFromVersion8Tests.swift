import Domain
import Foundation
import Testing

@testable import LocalStore

/// A database written by the version-8 app opened by this version: migration 9 adds the
/// kept ratings (`rating_entries`, `rating_marks` and their triggers) and marks every user
/// with ended gathers for one replay, done at the first read; from then on they are kept.
@Suite("Migration from version 8")
struct MigrationFromVersion8Tests {
  private let file: OldVersionFile

  init() throws {
    file = try OldVersionFile(version: 8) { file in
      file.clubRows + [
        (
          """
          INSERT INTO player_gathers (gather_id, player_id, team, player_name, number) VALUES
            (?, 3, 'Team B', 'Cy', 1), (?, 1, 'Team A', 'Ana', 2)
          """, [file.running, file.running]
        )
      ]
    }
  }

  @Test("the ratings of the older history are worked out once, then kept")
  func ratingsAfterMigration() async throws {
    let store = try file.open()
    #expect(try file.userVersion() == Schema.latestVersion)
    let db = try SQLiteConnection(path: file.path)
    #expect(try db.queryFirst("SELECT count(*) FROM rating_marks") { $0.int(0) } == 1)
    let gathers = store.gathers(for: file.user)
    let replayed = RatingBook(gathers: try await gathers.ratedGathers()).ratings
    #expect(replayed.count == 2)  // Cy and Ana played the ended gather; Bo sat out
    #expect(try await gathers.ratings(of: [1, 2, 3]) == replayed)
    #expect(try db.queryFirst("SELECT count(*) FROM rating_marks") { $0.int(0) } == 0)
    #expect(try db.queryFirst("SELECT count(*) FROM rating_entries") { $0.int(0) } == 2)

    // The match the older version left running ends: kept at once, as replayed.
    let before = try await gathers.ratings(of: [1, 3])
    _ = try await store.matchResults(for: file.user).endGather(
      id: file.running, score: Score(teamA: 1, teamB: 0), goals: [])
    #expect(try db.queryFirst("SELECT count(*) FROM rating_marks") { $0.int(0) } == 0)
    let after = try await gathers.ratings(of: [1, 2, 3])
    #expect(after == RatingBook(gathers: try await gathers.ratedGathers()).ratings)
    #expect(after[1] != before[1] && after[3] != before[3])
    #expect(try db.queryFirst("SELECT count(*) FROM rating_entries") { $0.int(0) } == 4)
  }
}
