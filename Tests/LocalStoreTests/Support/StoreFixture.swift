import Domain
import Foundation
import TestSupport
import Testing

@testable import LocalStore

/// A store on a fresh file in a temporary folder, with a fast hasher and a test clock.
/// The folder is removed when the fixture goes away.
final class StoreFixture {
  let directory: TemporaryDirectory
  let clock = TestClock()
  /// The database file (in a sub-folder that does not exist until the store creates it).
  let path: String
  private(set) var store: LocalStore

  init() throws {
    directory = try TemporaryDirectory(prefix: "localstore-tests")
    path = directory.path("data/footballgather.sqlite")
    store = try Self.openStore(at: path, clock: clock)
  }

  deinit {
    directory.remove()
  }

  static func openStore(at path: String, clock: TestClock = TestClock())
    throws(FootballGatherError) -> LocalStore
  {
    try LocalStore(
      path: path, hasher: BcryptPasswordHasher(cost: 4), now: { [clock] in clock.date })
  }

  /// What the store says when it refuses to open `path` (an issue if it opens instead).
  static func refusal(at path: String) -> String {
    do {
      _ = try openStore(at: path)
      Issue.record("the store opened \(path)")
      return ""
    } catch {
      return error.message
    }
  }

  /// Closes the store and opens the same file again, as a new run of the app would.
  func reopen() throws {
    // Point `store` at a scratch file first, so the last connection to `path` closes.
    store = try Self.openStore(at: directory.path("scratch-\(UUID().uuidString)"))
    store = try Self.openStore(at: path, clock: clock)
  }

  /// Registers `username` and returns the new user.
  func register(_ username: String, password: String = "correct horse") async throws -> User {
    try await store.auth.register(Credentials(username: username, password: password))
  }

  /// A raw connection to the store's file, to look under the hood.
  func rawConnection() throws -> SQLiteConnection {
    try SQLiteConnection(path: path)
  }
}

/// The coach signed up on a fresh store with a roster: where most store tests start. The
/// services go to the fixture's store of the moment, so they answer after `reopen()` too.
struct StoreCoach {
  let fixture: StoreFixture
  let user: User
  /// The roster as created, in the order given.
  let players: [Player]

  /// A coach whose roster is players called `names`, nothing else set.
  init(players names: [String]) async throws {
    try await self.init(drafts: names.map { PlayerDraft(name: $0) })
  }

  /// A coach whose roster is made of `drafts`, in their order.
  init(drafts: [PlayerDraft]) async throws {
    fixture = try StoreFixture()
    user = try await fixture.register("coach")
    players = try await fixture.store.players(for: user).createPlayers(drafts)
  }

  var roster: any PlayerService { fixture.store.players(for: user) }
  var gathers: any GatherService { fixture.store.gathers(for: user) }
  var results: any MatchResultService { fixture.store.matchResults(for: user) }
  var snapshots: any MatchSnapshotService { fixture.store.matchSnapshots(for: user) }
}

extension FootballGatherError {
  /// The text of a `.storage` error (SQLite's words); nil for any other error.
  var storageText: String? {
    if case .storage(let text) = self { text } else { nil }
  }

  /// The text of an `.invalidInput` error (what to type); nil for any other error.
  var invalidInputText: String? {
    if case .invalidInput(let text) = self { text } else { nil }
  }
}
