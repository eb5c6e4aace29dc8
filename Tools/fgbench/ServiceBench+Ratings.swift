import CSQLite
import Domain
import Foundation
import LocalStore

/// The ratings `confirm` reads (issue 36): kept and read for the picked players, against
/// the same rows read through the C API, and the replay of every rated gather that
/// `confirm` did before, for comparison.
extension ServiceBench {
  func ratingMeasurements(_ gathers: any GatherService, raw: RawSQLite) async throws
    -> [Measurement]
  {
    var ids: [Int] = []
    try raw.rows(
      "SELECT id FROM players WHERE user_id = ? ORDER BY id LIMIT 22", [owner]
    ) { statement in ids.append(Int(sqlite3_column_int64(statement, 0))) }
    let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
    var rated = 0
    // The first read catches up what the fixture's last steps left (none: they end
    // gathers, which keeps the ratings); the fastest run is kept either way.
    let kept = try await fastest { () async throws in
      rated = try await gathers.ratings(of: ids).count
    }
    let keptRaw = try await fastest { () async throws in
      try raw.rows(
        """
        SELECT player_id, after_mean, after_deviation, max(seq) FROM rating_entries
        WHERE +user_id = ? AND player_id IN (SELECT value FROM json_each(?)) GROUP BY player_id
        """, [owner, list])
    }
    var replayedCount = 0
    let replay = try await fastest { () async throws in
      replayedCount = RatingBook(gathers: try await gathers.ratedGathers()).ratings.count
    }
    let replayRaw = try await fastest { () async throws in
      try raw.rows(
        "SELECT id, score, created_at, ended_at FROM gathers WHERE user_id = ? AND score IS NOT NULL",
        [owner])
      try raw.rows(
        """
        SELECT pg.gather_id, pg.player_id, pg.player_name, pg.team, pg.number
        FROM player_gathers pg CROSS JOIN gathers g ON g.id = pg.gather_id
        WHERE g.user_id = ? AND g.score IS NOT NULL ORDER BY pg.rowid
        """, [owner])
    }
    return [
      Measurement(
        scale: fixture.scale.label, useCase: "ratings of 22 picked, kept (service)",
        appMilliseconds: kept, rawMilliseconds: keptRaw, peakMebibytes: PeakMemory.mebibytes(),
        outputLines: rated, failed: false),
      Measurement(
        scale: fixture.scale.label,
        useCase: "ratings replayed from every gather, as before (service)",
        appMilliseconds: replay, rawMilliseconds: replayRaw,
        peakMebibytes: PeakMemory.mebibytes(), outputLines: replayedCount, failed: false),
    ]
  }
}
