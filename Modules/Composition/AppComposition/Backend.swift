import Domain
import LocalStore

/// The services behind the app, for one storage choice. The composition root is the
/// only place that knows which concrete backend is in use; features see Domain protocols.
protocol Backend: Sendable {
  /// Where data lives, shown on the login screen ("local database").
  var label: String { get }
  var authService: any AuthService { get }
  var preferencesService: any LoginPreferencesService { get }
  func playerService(for session: AuthSession) -> any PlayerService
  func gatherService(for session: AuthSession) -> any GatherService
}

/// The embedded SQLite store.
struct LocalBackend: Backend {
  let store: LocalStore

  var label: String { "local database" }
  var authService: any AuthService { store.auth }
  var preferencesService: any LoginPreferencesService { store.auth }

  func playerService(for session: AuthSession) -> any PlayerService {
    store.players(for: session.user)
  }

  func gatherService(for session: AuthSession) -> any GatherService {
    store.gathers(for: session.user)
  }
}
