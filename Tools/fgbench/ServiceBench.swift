import CSQLite
import Domain
import Foundation
import LocalStore

/// Use cases timed at the service, below any screen: what a screen's page costs the store,
/// against the same rows read through the SQLite C API.
struct ServiceBench {
  let fixture: Fixture
  let owner: String
  let repeats: Int

  /// The pages of History timed: the first screenful and one deep in the history.
  private var historyPages: [(name: String, positions: Range<Int>)] {
    let deep = max(0, fixture.scale.gathers * 9 / 10)
    return [
      ("history page 1-20 (service)", 0..<20),
      ("history page \(deep + 1)-\(deep + 20) (service)", deep..<(deep + 20)),
    ]
  }

  func measure() async throws -> [Measurement] {
    let store = try LocalStore(path: fixture.path)
    let user = try await store.auth.logIn(
      Credentials(username: Fixture.username, password: Fixture.password)
    ).user
    let gathers = store.gathers(for: user)
    let raw = try RawSQLite(path: fixture.path)
    var measurements: [Measurement] = []
    for (name, positions) in historyPages {
      var loaded = 0
      // The history's length as the store counts it: the app's steps end gathers of
      // their own (the match of everyone), so it can be longer than the fixture's.
      var total = 0
      let app = try await fastest { () async throws in
        let page = try await gathers.historyPage(at: positions)
        (loaded, total) = (page.gathers.count, page.total)
      }
      let rawTime = try await fastest { () async throws in
        try raw.historyPage(owner: owner, positions: positions)
      }
      measurements.append(
        Measurement(
          scale: fixture.scale.label, useCase: name, appMilliseconds: app,
          rawMilliseconds: rawTime, peakMebibytes: PeakMemory.mebibytes(),
          outputLines: loaded, failed: loaded != positions.clamped(to: 0..<total).count))
    }
    measurements.append(try await duplicateCheck(store.players(for: user), raw: raw))
    measurements += try await ratingMeasurements(gathers, raw: raw)
    return measurements
  }

  /// An import's duplicate check: every roster name asked for again (all of them repeat),
  /// against the same comparison in SQL (ASCII `lower`, the names being ASCII).
  private func duplicateCheck(_ players: any PlayerService, raw: RawSQLite) async throws
    -> Measurement
  {
    var names: [String] = []
    try raw.rows(Query.names, [owner]) { statement in
      names.append(String(cString: sqlite3_column_text(statement, 0)))
    }
    let list = String(
      decoding: try JSONSerialization.data(withJSONObject: names.map { $0.lowercased() }),
      as: UTF8.self)
    var found = 0
    let app = try await fastest { () async throws in
      found = try await players.rosterNames(among: names).count
    }
    let rawTime = try await fastest { () async throws in
      try raw.rows(Query.repeatedNames, [owner, list])
    }
    return Measurement(
      scale: fixture.scale.label, useCase: "duplicate check, \(names.count) names (service)",
      appMilliseconds: app, rawMilliseconds: rawTime, peakMebibytes: PeakMemory.mebibytes(),
      outputLines: found, failed: found != names.count)
  }

  /// The fastest of `repeats` runs of `body`, in milliseconds.
  func fastest(_ body: () async throws -> Void) async throws -> Double {
    var best = Double.infinity
    for _ in 0..<max(repeats, 1) {
      let started = ContinuousClock.now
      try await body()
      best = min(best, (ContinuousClock.now - started).seconds * 1_000)
    }
    return best
  }
}
