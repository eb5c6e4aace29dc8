import Domain
import Foundation
import RemoteAPI

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

  func teamDraftService(for session: AuthSession) -> any TeamDraftService {
    remote.teamDrafts(for: session, directory: stateDirectory)
  }

  func reportingExpiredSessions(to handler: @escaping @Sendable (AuthSession) async -> Void)
    -> any Backend
  {
    WebServiceBackend(
      remote: remote.reportingExpiredSessions(to: handler),
      preferencesService: preferencesService, stateDirectory: stateDirectory)
  }
}
