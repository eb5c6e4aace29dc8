import Foundation
import RemoteAPI
import Synchronization

/// An in-memory `HTTPTransport`: records every request and answers with a closure.
final class StubTransport: HTTPTransport {
  typealias Responder = @Sendable (HTTPRequest) throws -> HTTPResponse

  private let state: Mutex<(requests: [HTTPRequest], responder: Responder)>

  init(_ responder: @escaping Responder) {
    state = Mutex(([], responder))
  }

  /// Answers every request with the same response.
  convenience init(always response: HTTPResponse) {
    self.init { _ in response }
  }

  /// Fails every request with the same error.
  convenience init(failing error: TransportError) {
    self.init { _ in throw error }
  }

  /// Every request sent so far, oldest first.
  var requests: [HTTPRequest] { state.withLock { $0.requests } }

  /// `METHOD /path` of every request sent so far.
  var calls: [String] { requests.map { "\($0.method.rawValue) \($0.url.path)" } }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let responder = state.withLock { state in
      state.requests.append(request)
      return state.responder
    }
    return try responder(request)
  }
}

extension HTTPResponse {
  static func status(_ status: Int) -> HTTPResponse { HTTPResponse(status: status) }

  static func json(_ text: String, status: Int = 200) -> HTTPResponse {
    HTTPResponse(
      status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
  }

  static func created(_ location: String) -> HTTPResponse {
    HTTPResponse(status: 201, headers: ["Location": location])
  }
}

extension HTTPRequest {
  /// The body as a JSON object, for assertions.
  var jsonObject: [String: Any]? {
    body.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
  }
}
