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
    let total = fixture.scale.gathers
    var measurements: [Measurement] = []
    for (name, positions) in historyPages {
      var loaded = 0
      let app = try await fastest { () async throws in
        loaded = try await gathers.historyPage(at: positions).gathers.count
      }
      let rawTime = try await fastest { () async throws in
        try raw.rows(Query.historyCount, [owner])
        let bindings: [any Sendable] = [owner, positions.count, positions.lowerBound]
        try raw.rows(Query.historyPage, bindings)
        try raw.rows(Query.historyPageLineUps, bindings)
        try raw.rows(Query.historyPageGoals, bindings)
      }
      measurements.append(
        Measurement(
          scale: fixture.scale.label, useCase: name, appMilliseconds: app,
          rawMilliseconds: rawTime, peakMebibytes: PeakMemory.mebibytes(),
          outputLines: loaded, failed: loaded != positions.clamped(to: 0..<total).count))
    }
    return measurements
  }

  /// The fastest of `repeats` runs of `body`, in milliseconds.
  private func fastest(_ body: () async throws -> Void) async throws -> Double {
    var best = Double.infinity
    for _ in 0..<max(repeats, 1) {
      let started = ContinuousClock.now
      try await body()
      best = min(best, (ContinuousClock.now - started).seconds * 1_000)
    }
    return best
  }
}
