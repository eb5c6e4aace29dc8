import Domain
import Foundation

/// Remote mode: the Domain services over the Football Gather web service at `baseURL`.
///
/// The composition root makes one per server and asks it for the services, as it does with
/// the local store. Dates and teams the server does not keep come from `cache`; the session
/// token is kept in `tokens`.
public final class RemoteBackend: Sendable {
  /// The server's address, e.g. `http://127.0.0.1:8080`.
  public let baseURL: URL
  private let transport: any HTTPTransport
  private let tokens: any TokenStore
  private let cache: any GatherMetadataCache
  private let preferences: (any LoginPreferencesService)?
  private let now: @Sendable () -> Date
  /// Told which session the server stopped accepting; see `reportingExpiredSessions(to:)`.
  private let onSessionExpired: (@Sendable (AuthSession) async -> Void)?
  /// The last ratings replayed from this server's history (`RatingReplayCache`).
  private let ratingCache: RatingReplayCache

  /// - Parameters:
  ///   - baseURL: the server's address; API paths (`/api/...`) are appended to it.
  ///   - transport: sends the requests; `SocketTransport` limits each to `timeout` seconds.
  ///   - tokens: keeps the session between runs (`FileTokenStore`).
  ///   - cache: keeps gathers' dates and teams (`FileGatherMetadataCache`).
  ///   - now: the clock that dates gathers.
  ///   - preferences: "remember me": with it off, a log-in keeps no token and removes an
  ///     older one of this server. `nil` (tools and tests): every session is kept.
  public convenience init(
    baseURL: URL, transport: any HTTPTransport = SocketTransport(timeout: 10),
    tokens: any TokenStore, cache: any GatherMetadataCache,
    now: @escaping @Sendable () -> Date = { Date() },
    preferences: (any LoginPreferencesService)? = nil
  ) {
    self.init(
      baseURL: baseURL, transport: transport, tokens: tokens, cache: cache, now: now,
      preferences: preferences, onSessionExpired: nil, ratingCache: RatingReplayCache())
  }

  private init(
    baseURL: URL, transport: any HTTPTransport, tokens: any TokenStore,
    cache: any GatherMetadataCache, now: @escaping @Sendable () -> Date,
    preferences: (any LoginPreferencesService)?,
    onSessionExpired: (@Sendable (AuthSession) async -> Void)?, ratingCache: RatingReplayCache
  ) {
    self.ratingCache = ratingCache
    self.preferences = preferences
    self.baseURL = baseURL
    self.transport = transport
    self.tokens = tokens
    self.cache = cache
    self.now = now
    self.onSessionExpired = onSessionExpired
  }

  /// The same backend, whose session services tell `handler` when the server no longer
  /// accepts their session's token, before the call throws `.unauthorized`.
  public func reportingExpiredSessions(
    to handler: @escaping @Sendable (AuthSession) async -> Void
  ) -> RemoteBackend {
    RemoteBackend(
      baseURL: baseURL, transport: transport, tokens: tokens, cache: cache, now: now,
      preferences: preferences, onSessionExpired: handler, ratingCache: ratingCache)
  }

  /// Register, log in (stores the token) and log out (deletes it).
  public var auth: any AuthService {
    RemoteAuthService(client: client(for: nil), tokens: tokens, preferences: preferences)
  }

  /// The session saved by an earlier log-in on this server, if any. It is not checked with
  /// the server: a call that answers `.unauthorized` means the user must log in again.
  /// With "remember me" off there is none, and a token left from before is removed.
  public func restoredSession() async -> AuthSession? {
    guard await RemoteAuthService.keepsSessions(preferences) else {
      try? tokens.removeSession(for: baseURL)
      return nil
    }
    guard let session = try? tokens.session(for: baseURL), session.token != nil else {
      return nil
    }
    return session
  }

  /// The roster of the session's user. Without a token every call throws `.unauthorized`.
  public func players(for session: AuthSession) -> any PlayerService {
    RemotePlayerService(client: client(for: session))
  }

  /// The gathers of the session's user. Without a token every call throws `.unauthorized`.
  public func gathers(for session: AuthSession) -> any GatherService {
    RemoteGatherService(
      client: client(for: session), cache: cache, now: now, ratingCache: ratingCache)
  }

  /// Ends the session's gathers; their goal logs are kept in the local cache.
  public func matchResults(for session: AuthSession) -> any MatchResultService {
    RemoteGatherService(
      client: client(for: session), cache: cache, now: now, ratingCache: ratingCache)
  }

  /// The session user's match in progress, in a private file under `directory`.
  public func matchSnapshots(for session: AuthSession, directory: URL) -> any MatchSnapshotService {
    FileMatchSnapshotStore(directory: directory, server: baseURL, user: session.user)
  }

  /// The session user's picks and teams for the next gather, in a private file under
  /// `directory`.
  public func teamDrafts(for session: AuthSession, directory: URL) -> any TeamDraftService {
    FileTeamDraftStore(directory: directory, server: baseURL, user: session.user)
  }

  private func client(for session: AuthSession?) -> APIClient {
    var client = APIClient(baseURL: baseURL, transport: transport, token: session?.token)
    if let session, let onSessionExpired {
      client.onUnauthorized = { await onSessionExpired(session) }
    }
    return client
  }
}
