import Domain
import LoginFeature

/// The services behind the app, for one storage choice. The composition root is the
/// only place that knows which concrete backend is in use; features see Domain protocols.
protocol Backend: SavedSessionStore {
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
  /// The next gather's picks and teams, saved as they change.
  func teamDraftService(for session: AuthSession) -> any TeamDraftService
  /// A session kept from an earlier run (remote mode keeps its token), if any.
  func restoredSession() async -> AuthSession?
  /// The same backend, telling `handler` which session it stopped accepting before the
  /// failing call throws `.unauthorized`.
  func reportingExpiredSessions(to handler: @escaping @Sendable (AuthSession) async -> Void)
    -> any Backend
}
