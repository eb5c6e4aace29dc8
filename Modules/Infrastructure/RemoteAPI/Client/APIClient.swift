import Domain
import Foundation

/// Sends `APIRequest`s to one server through a transport, checks the answers and turns
/// every failure into one `FootballGatherError`.
struct APIClient: Sendable {
  let baseURL: URL
  let transport: any HTTPTransport
  /// The session's bearer token; `nil` before logging in.
  let token: String?
  /// Told when the server stops accepting `token` (`.unauthorized`), before the call throws:
  /// the one place remote mode notices an expired session, whatever the service method.
  var onUnauthorized: (@Sendable () async -> Void)? = nil

  /// The transport-level request for `request`: URL, method, headers and body.
  func httpRequest(for request: APIRequest) throws(FootballGatherError) -> HTTPRequest {
    var headers = ["Accept": "application/json"]
    if request.body != nil {
      headers["Content-Type"] = "application/json"
    }
    switch request.authentication {
    case .none:
      break
    case .basic(let username, let digest):
      headers["Authorization"] = "Basic " + Data("\(username):\(digest)".utf8).base64EncodedString()
    case .bearer:
      guard let token else { throw .unauthorized }
      headers["Authorization"] = "Bearer \(token)"
    }
    let base =
      baseURL.absoluteString.hasSuffix("/")
      ? String(baseURL.absoluteString.dropLast()) : baseURL.absoluteString
    guard let url = URL(string: base + request.path) else {
      throw .invalidInput("'\(baseURL.absoluteString)' is not a usable server address")
    }
    return HTTPRequest(method: request.method, url: url, headers: headers, body: request.body)
  }

  /// Sends the request; returns the response only when its status is the expected one.
  @discardableResult
  func send(_ request: APIRequest) async throws(FootballGatherError) -> HTTPResponse {
    do {
      return try await exchange(request)
    } catch .unauthorized {
      await onUnauthorized?()
      throw .unauthorized
    }
  }

  private func exchange(_ request: APIRequest) async throws(FootballGatherError) -> HTTPResponse {
    let httpRequest = try httpRequest(for: request)
    let response: HTTPResponse
    do {
      response = try await transport.send(httpRequest)
    } catch {
      throw ErrorTranslation.transportFailure(error, while: request.action, server: baseURL)
    }
    if let failure = ErrorTranslation.statusFailure(response.status, for: request) {
      throw failure
    }
    return response
  }

  /// Sends the request and decodes its JSON body.
  func decode<T: Decodable>(_ type: T.Type, from request: APIRequest)
    async throws(FootballGatherError) -> T
  {
    let response = try await send(request)
    guard !response.body.isEmpty else {
      throw .network("the server sent an empty answer while \(request.action)")
    }
    do {
      return try JSONDecoder().decode(type, from: response.body)
    } catch {
      throw .network("the server sent an answer that could not be read while \(request.action)")
    }
  }

  /// Sends a creating request (`201 Created`) and reads the new resource's id from the
  /// `Location` header, which must be `<collection>/<id>`.
  func create<ID>(
    _ request: APIRequest, in collection: String, parse: (String) -> ID?
  ) async throws(FootballGatherError) -> ID {
    let response = try await send(request)
    guard let location = response.header("Location") else {
      throw .network(
        "the server did not say which id it gave (no Location header) while \(request.action)")
    }
    guard let id = Location.id(in: location, collection: collection).flatMap(parse) else {
      throw .network(
        "the server gave an unreadable location '\(location)' while \(request.action)")
    }
    return id
  }
}
