import Domain
import Foundation
import RemoteAPI
import Synchronization
import TestSupport

/// A backend over a stub transport, with its token and cache files in a temporary folder.
struct Fixture {
  static let server = URL(string: "http://gather.test:8080")!
  static let start = TestClock.startDate

  let folder: TemporaryDirectory
  let transport: StubTransport
  let tokens: FileTokenStore
  let cache: FileGatherMetadataCache
  let backend: RemoteBackend
  let session = AuthSession(
    user: User(id: UUID(uuidString: "6F1C7E0A-0000-4000-8000-000000000001")!, username: "john"),
    token: "T0k3n+Base64/24chars==")

  init(_ transport: StubTransport) throws {
    folder = try TemporaryDirectory(prefix: "remote-api-tests")
    self.transport = transport
    tokens = FileTokenStore(directory: folder.url.appendingPathComponent("state"))
    cache = FileGatherMetadataCache(directory: folder.url.appendingPathComponent("state"))
    backend = RemoteBackend(
      baseURL: Self.server, transport: transport, tokens: tokens, cache: cache,
      now: TestClock().minuteSteps())
  }

  init(_ responder: @escaping StubTransport.Responder) throws {
    try self.init(StubTransport(responder))
  }

  var players: any PlayerService { backend.players(for: session) }
  var gathers: any GatherService { backend.gathers(for: session) }
  var results: any MatchResultService { backend.matchResults(for: session) }

  /// The bytes of the token and cache files (`nil` when missing), to show they did not change.
  var files: [Data?] {
    [tokens.fileURL(for: Self.server), cache.fileURL(for: Self.server)].map {
      try? Data(contentsOf: $0)
    }
  }

  /// Puts a saved session and a cache entry on disk, so a test can show they stay as they were.
  func seedFiles(gather: UUID = UUID()) throws {
    try tokens.save(session, for: Self.server)
    try cache.save(
      GatherMetadata(createdAt: Self.start, teams: [1: .teamA]), for: gather, server: Self.server)
  }

  func remove() { folder.remove() }
}

extension TestClock {
  /// A `now` that reads the date, then moves the clock a minute on: each date is new.
  func minuteSteps() -> @Sendable () -> Date {
    { [self] in
      defer { advance(by: .seconds(60)) }
      return date
    }
  }
}

/// Runs `body` and returns the `FootballGatherError` it threw, or `nil`.
func caught(_ body: () async throws -> Void) async -> FootballGatherError? {
  do {
    try await body()
    return nil
  } catch {
    return error as? FootballGatherError ?? .storage("not a FootballGatherError: \(error)")
  }
}
