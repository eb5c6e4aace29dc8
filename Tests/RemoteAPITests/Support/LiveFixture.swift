import Domain
import Foundation
import RemoteAPI
import StandInServer
import TestSupport

/// A backend over the real `URLSessionTransport`, talking to a stand-in server on 127.0.0.1.
struct LiveFixture {
  let server: StandInServer
  let folder: TemporaryDirectory
  let tokens: FileTokenStore
  let cache: FileGatherMetadataCache
  let clock = TestClock()

  init() throws {
    server = try StandInServer.start()
    folder = try TemporaryDirectory(prefix: "remote-api-live")
    tokens = FileTokenStore(directory: folder.url)
    cache = FileGatherMetadataCache(directory: folder.url)
  }

  /// A fresh backend for the server, as the app makes one at each start.
  func backend() -> RemoteBackend {
    RemoteBackend(
      baseURL: server.baseURL, transport: URLSessionTransport(timeout: 5), tokens: tokens,
      cache: cache, now: clock.minuteSteps())
  }

  /// Registers and logs in `username`.
  func signedUp(_ username: String, password: String = "password") async throws -> AuthSession {
    let auth = backend().auth
    _ = try await auth.register(Credentials(username: username, password: password))
    return try await auth.logIn(Credentials(username: username, password: password))
  }

  func tearDown() {
    server.stop()
    folder.remove()
  }
}
