import Domain
import Foundation
import LocalStore
import Synchronization

/// A seeded database made through LocalStore's real services: an account with `players`
/// players and `gathers` ended gathers of 22 (goals included), and an empty account that
/// the import use cases fill.
struct Fixture {
  static let username = "coach"
  static let importer = "importer"
  static let password = "bench-password"

  let path: String
  let scale: BenchOptions.Scale
  /// The seconds building it took (not part of any timed use case).
  let buildSeconds: Double

  static func build(_ scale: BenchOptions.Scale, in directory: String) async throws -> Fixture {
    let path = "\(directory)/fgbench-\(scale.players)-\(scale.gathers).sqlite"
    for suffix in ["", "-wal", "-shm", "-journal"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
    let started = ContinuousClock.now
    var random = SplitMix(seed: UInt64(scale.players * 31 + scale.gathers))
    let day = BenchDay()
    let store = try LocalStore(path: path, now: { day.now })
    _ = try await store.auth.register(Credentials(username: importer, password: password))
    let user = try await store.auth.register(Credentials(username: username, password: password))
    let players = try await store.players(for: user).createPlayers(
      (0..<scale.players).map { _ in draft(using: &random) })
    let gathers = store.gathers(for: user)
    let results = store.matchResults(for: user)
    for _ in 0..<scale.gathers {
      day.advance(days: 3)
      var lineUp = Set<Int>()
      while lineUp.count < min(22, players.count) {
        lineUp.insert(Int(random.next() % UInt64(players.count)))
      }
      let places = lineUp.enumerated().map { offset, index in
        GatherPlayer(player: players[index], team: offset % 2 == 0 ? .teamA : .teamB)
      }
      let gather = try await gathers.createGather(players: places)
      let goals = (0..<Int(random.next() % 7)).map { _ in
        let scorer = places[Int(random.next() % UInt64(places.count))]
        return Goal(team: scorer.team ?? .teamA, scorerID: scorer.player.id, minute: nil)
      }
      _ = try await results.endGather(id: gather.id, score: Score(goals: goals), goals: goals)
    }
    return Fixture(
      path: path, scale: scale, buildSeconds: (ContinuousClock.now - started).seconds)
  }

  /// The id of the benchmark's account, as stored.
  func owner() throws(BenchError) -> String {
    guard
      let owner = try RawSQLite(path: path).text(
        "SELECT id FROM users WHERE username = ?", [Fixture.username])
    else { throw BenchError("the fixture has no user \(Fixture.username)") }
    return owner
  }

  private static let names = [
    "Ann", "Bob", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jon", "Kai", "Lea",
  ]

  private static func draft(using random: inout SplitMix) -> PlayerDraft {
    let number = random.next()
    return PlayerDraft(
      name: "\(names[Int(number % 12)]) \(number % 99_991)",
      age: 16 + Int(number % 40),
      skill: [nil, .beginner, .amateur, .professional][Int((number >> 8) % 4)],
      position: [nil, .goalkeeper, .defender, .midfielder, .winger, .striker][
        Int((number >> 16) % 6)],
      favouriteTeam: number % 3 == 0 ? "Club \(number % 50)" : nil)
  }
}

/// The date the fixture's gathers are made on: three days apart, from November 2023.
final class BenchDay: Sendable {
  private let date = Mutex(Date(timeIntervalSince1970: 1_700_000_000))
  var now: Date { date.withLock { $0 } }
  func advance(days: Int) { date.withLock { $0 += Double(days) * 86_400 } }
}

/// SplitMix64: the same seed gives the same database on every run.
struct SplitMix: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

extension Duration {
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
