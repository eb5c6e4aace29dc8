import Domain
import LocalStore

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

  func teamDraftService(for session: AuthSession) -> any TeamDraftService {
    store.teamDrafts(for: session.user)
  }

  /// Local sessions never expire: there is nothing to report.
  func reportingExpiredSessions(to handler: @escaping @Sendable (AuthSession) async -> Void)
    -> any Backend
  { self }
}
