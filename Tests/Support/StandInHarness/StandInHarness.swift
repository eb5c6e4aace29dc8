import Domain
import Foundation
import RemoteAPI
import StandInServer
import TestSupport

/// A stand-in web service on 127.0.0.1 and a temporary folder for its clients' state: the
/// one set-up every test against the server shares (RemoteAPI's and the app's).
///
/// It reads like the server it wraps (`harness.baseURL`, `harness.gatherCount`, ...), makes
/// clients as the app does at each start (`client()`), and seeds accounts
/// (`signUp("coach", players: roster)`). `stop()` stops the server and removes the folder.
@dynamicMemberLookup
public struct StandInHarness: Sendable {
  /// A signed-up account: the client that signed it up, its session and its players.
  public struct Account: Sendable {
    public let client: RemoteBackend
    public let session: AuthSession
    public let players: [Player]
  }

  public let server: StandInServer
  public let folder: TemporaryDirectory
  private let now: @Sendable () -> Date

  /// `unanswered`: how many connections the server takes and never answers (a dead server).
  /// `now`: the clients' clock, which dates what they create.
  public init(unanswered: Int = 0, now: @escaping @Sendable () -> Date = { Date() }) throws {
    server = try StandInServer.start(unanswered: unanswered)
    folder = try TemporaryDirectory(prefix: "standin-harness")
    self.now = now
  }

  public subscript<Value>(dynamicMember keyPath: KeyPath<StandInServer, Value>) -> Value {
    server[keyPath: keyPath]
  }

  /// The server's address, as typed after `--server`.
  public var address: String { server.baseURL.absoluteString }

  /// The folder where client `name` keeps its token and gather cache.
  public func stateFolder(of name: String) -> URL {
    folder.url.appendingPathComponent(name, isDirectory: true)
  }

  /// The saved sessions of client `name`.
  public func tokens(of name: String = "client") -> FileTokenStore {
    FileTokenStore(directory: stateFolder(of: name))
  }

  /// The gather notes (dates, teams) client `name` keeps beside the server.
  public func cache(of name: String = "client") -> FileGatherMetadataCache {
    FileGatherMetadataCache(directory: stateFolder(of: name))
  }

  /// A client of the server as the app makes one at each start, over the real transport,
  /// reading what client `name` saved before.
  public func client(_ name: String = "client", at baseURL: URL? = nil) -> RemoteBackend {
    RemoteBackend(
      baseURL: baseURL ?? server.baseURL,
      transport: SocketTransport(timeout: HangGuard.loopbackSeconds),
      tokens: tokens(of: name),
      cache: cache(of: name), now: now)
  }

  /// Registers `username`, logs in and adds `players`, all through client `name`.
  @discardableResult
  public func signUp(
    _ username: String, password: String = "password", players: [PlayerDraft] = [],
    through name: String = "client"
  ) async throws -> Account {
    let client = client(name)
    let credentials = Credentials(username: username, password: password)
    _ = try await client.auth.register(credentials)
    let session = try await client.auth.logIn(credentials)
    let added = players.isEmpty ? [] : try await client.players(for: session).createPlayers(players)
    return Account(client: client, session: session, players: added)
  }

  /// Logs in an account that exists, through client `name` (another device of the account).
  public func logIn(_ username: String, password: String = "password", through name: String)
    async throws -> Account
  {
    let client = client(name)
    let session = try await client.auth.logIn(Credentials(username: username, password: password))
    return Account(client: client, session: session, players: [])
  }

  /// Stops the server and removes the clients' folder.
  public func stop() {
    server.stop()
    folder.remove()
  }
}
