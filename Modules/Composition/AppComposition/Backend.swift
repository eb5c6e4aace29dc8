import Domain
import Foundation
import LocalStore
import RemoteAPI

/// The services behind the app, for one storage choice. The composition root is the
/// only place that knows which concrete backend is in use; features see Domain protocols.
protocol Backend: Sendable {
  /// Where data lives, shown on the login screen ("local database").
  var label: String { get }
  var authService: any AuthService { get }
  var preferencesService: any LoginPreferencesService { get }
  func playerService(for session: AuthSession) -> any PlayerService
  func gatherService(for session: AuthSession) -> any GatherService
  /// Ends gathers with their goal logs.
  func matchResultService(for session: AuthSession) -> any MatchResultService
  /// The match in progress, saved on every change.
  func matchSnapshotService(for session: AuthSession) -> any MatchSnapshotService
  /// A session kept from an earlier run (remote mode keeps its token), if any.
  func restoredSession() async -> AuthSession?
  /// The same backend, telling `handler` which session it stopped accepting before the
  /// failing call throws `.unauthorized`.
  func reportingExpiredSessions(to handler: @escaping @Sendable (AuthSession) async -> Void)
    -> any Backend
}

/// The embedded SQLite store.
struct LocalBackend: Backend {
  let store: LocalStore

  var label: String { "local database" }
  func restoredSession() async -> AuthSession? { nil }
  var authService: any AuthService { store.auth }
  var preferencesService: any LoginPreferencesService { store.auth }

  func playerService(for session: AuthSession) -> any PlayerService {
    store.players(for: session.user)
  }

  func gatherService(for session: AuthSession) -> any GatherService {
    store.gathers(for: session.user)
  }

  func matchResultService(for session: AuthSession) -> any MatchResultService {
    store.matchResults(for: session.user)
  }

  func matchSnapshotService(for session: AuthSession) -> any MatchSnapshotService {
    store.matchSnapshots(for: session.user)
  }

  /// Local sessions never expire: there is nothing to report.
  func reportingExpiredSessions(to handler: @escaping @Sendable (AuthSession) async -> Void)
    -> any Backend
  { self }
}

/// The Football Gather web service; "remember me" is kept in a private local file.
struct WebServiceBackend: Backend {
  let remote: RemoteBackend
  let preferencesService: any LoginPreferencesService
  /// Where the token, the cache and the match in progress are kept.
  let stateDirectory: URL

  var label: String { "server \(remote.baseURL.absoluteString)" }
  var authService: any AuthService { remote.auth }
  func restoredSession() async -> AuthSession? { await remote.restoredSession() }

  func playerService(for session: AuthSession) -> any PlayerService {
    remote.players(for: session)
  }

  func gatherService(for session: AuthSession) -> any GatherService {
    remote.gathers(for: session)
  }

  /// The web service has no place for goals: they are kept in the local cache.
  func matchResultService(for session: AuthSession) -> any MatchResultService {
    remote.matchResults(for: session)
  }

  /// The match in progress is kept in a private local file, as the server keeps none.
  func matchSnapshotService(for session: AuthSession) -> any MatchSnapshotService {
    remote.matchSnapshots(for: session, directory: stateDirectory)
  }

  func reportingExpiredSessions(to handler: @escaping @Sendable (AuthSession) async -> Void)
    -> any Backend
  {
    WebServiceBackend(
      remote: remote.reportingExpiredSessions(to: handler),
      preferencesService: preferencesService, stateDirectory: stateDirectory)
  }
}
