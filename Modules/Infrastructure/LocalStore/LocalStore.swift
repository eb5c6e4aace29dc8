import Domain
import Foundation

/// The embedded store: one SQLite file holding accounts, rosters, gathers and login
/// preferences, behind the Domain service protocols.
///
/// Every change runs in one transaction. The file is refused, untouched, if it is not a
/// Football Gather database or was written by a newer version of the app.
public final class LocalStore: Sendable {
  let database: Database
  private let now: @Sendable () -> Date

  /// Accounts and the login screen's "remember me" preferences.
  public let auth: any AuthService & LoginPreferencesService

  /// Opens (creating parent folders and the file as needed) and migrates the database.
  ///
  /// - Parameters:
  ///   - path: the database file, e.g. `$XDG_DATA_HOME/footballgather/footballgather.sqlite`.
  ///   - hasher: hashes and checks passwords; only its hashes are stored.
  ///   - now: the wall clock that dates gathers.
  /// - Throws: `.storage` naming `path` when the file cannot be opened, is not a Football
  ///   Gather database, or is newer than this app.
  public init(
    path: String, hasher: any PasswordHasher = BcryptPasswordHasher(),
    now: @escaping @Sendable () -> Date = { Date() }
  ) throws(FootballGatherError) {
    database = try Database(path: path)
    self.now = now
    auth = LocalAuthService(database: database, hasher: hasher)
  }

  /// The database file.
  public var path: String { database.path }

  /// The roster of `user`; it never sees or changes another user's players.
  public func players(for user: User) -> any PlayerService {
    LocalPlayerService(database: database, owner: user.id, now: now)
  }

  /// The gathers of `user`; it never sees or changes another user's gathers.
  public func gathers(for user: User) -> any GatherService {
    LocalGatherService(database: database, owner: user.id, now: now, ledger: ledger)
  }

  /// Ends `user`'s gathers with their goal logs (the same gathers as `gathers(for:)`).
  public func matchResults(for user: User) -> any MatchResultService {
    LocalGatherService(database: database, owner: user.id, now: now, ledger: ledger)
  }

  /// `user`'s match in progress, saved on every change.
  public func matchSnapshots(for user: User) -> any MatchSnapshotService {
    LocalMatchSnapshotService(database: database, owner: user.id, ledger: ledger, now: now)
  }

  /// `user`'s picks and teams for the next gather, saved as they change.
  public func teamDrafts(for user: User) -> any TeamDraftService {
    LocalTeamDraftService(database: database, owner: user.id)
  }

  /// The match versions this process last saw, shared by the services it hands out.
  private let ledger = SnapshotLedger()
}
