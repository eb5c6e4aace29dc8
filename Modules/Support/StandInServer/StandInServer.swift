import Foundation
import Synchronization

/// A stand-in for the Football Gather web service on 127.0.0.1, for tests and for trying
/// remote mode by hand (`swift run standin-server`).
///
/// Follows the HTTP contract in `../shared/api/footballgather-ws.md` with in-memory users,
/// tokens, players and gathers. Each instance has its own state and its own port.
public final class StandInServer: Sendable {
  private let api: StandInAPI
  private let http: StandInHTTPServer

  private init(api: StandInAPI, http: StandInHTTPServer) {
    self.api = api
    self.http = http
  }

  /// Starts an empty server on `port` of 127.0.0.1 (0: a port the system picks).
  ///
  /// - Parameter unanswered: how many of the first requests it accepts, reads and never
  ///   answers (the connection stays open until `stop()`), as a hung server would; it
  ///   neither logs nor serves them.
  public static func start(port: UInt16 = 0, unanswered: Int = 0) throws -> StandInServer {
    let api = StandInAPI()
    let toWithhold = Mutex(unanswered)
    let http = try StandInHTTPServer(port: port) { request in
      let withholds = toWithhold.withLock { left in
        defer { left = max(left - 1, 0) }
        return left > 0
      }
      return withholds ? .withhold : .respond(api.respond(to: request))
    }
    return StandInServer(api: api, http: http)
  }

  /// The port the server listens on.
  public var port: Int { http.port }

  /// `http://127.0.0.1:<port>`, the base URL a client uses.
  public var baseURL: URL { http.baseURL }

  /// Every request served so far, as `METHOD /path`, oldest first.
  public var requestLog: [String] { api.state.withLock { $0.requestLog } }

  /// How many gathers exist, over all accounts (to check that nothing was left behind).
  public var gatherCount: Int { api.state.withLock { $0.gathers.count } }

  /// How many players exist, over all accounts.
  public var playerCount: Int { api.state.withLock { $0.players.count } }

  /// The password stored for a username, as the client sent it.
  public func storedPassword(of username: String) -> String? {
    api.state.withLock { state in state.accounts.first { $0.username == username }?.password }
  }

  /// Stops serving and frees the port. Safe to call twice.
  public func stop() { http.stop() }
}
