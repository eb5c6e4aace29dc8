import Domain
import Foundation
import TestSupport

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

  /// Registers the coach with a roster of `names`: where most store tests start.
  func coach(withPlayers names: [String]) async throws -> (user: User, players: [Player]) {
    let user = try await register("coach")
    let players = try await store.players(for: user).createPlayers(
      names.map { PlayerDraft(name: $0) })
    return (user, players)
  }

  /// A raw connection to the store's file, to look under the hood.
  func rawConnection() throws -> SQLiteConnection {
    try SQLiteConnection(path: path)
  }
}
