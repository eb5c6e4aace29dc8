import Foundation

/// One HTTP request as the stand-in server received it.
public struct StandInRequest: Sendable, Hashable {
  /// `GET`, `POST`, ... as sent.
  public var method: String
  /// The path without the query string (`/api/players/1`).
  public var path: String
  /// Header fields keyed by lower-cased name.
  public var headers: [String: String]
  public var body: Data

  public init(method: String, path: String, headers: [String: String] = [:], body: Data = Data()) {
    self.method = method
    self.path = path
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
    self.body = body
  }

  /// The value of a header field, looked up case-insensitively.
  public func header(_ name: String) -> String? { headers[name.lowercased()] }

  /// The path split at `/`, without empty parts (`["api", "players", "1"]`).
  public var pathComponents: [String] { path.split(separator: "/").map(String.init) }
}

/// One HTTP response the stand-in server sends.
public struct StandInResponse: Sendable, Hashable {
  public var status: Int
  /// Extra header fields; `Content-Length` and `Connection` are added when sending.
  public var headers: [String: String]
  public var body: Data

  public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A response without a body.
  public static func status(_ status: Int) -> StandInResponse { StandInResponse(status: status) }

  /// `201 Created` with an empty body and a `Location` header, as the web service answers.
  public static func created(location: String) -> StandInResponse {
    StandInResponse(status: 201, headers: ["Location": location])
  }

  /// A JSON body (`Content-Type: application/json`).
  public static func json(_ value: some Encodable, status: Int = 200) -> StandInResponse {
    let body = (try? JSONEncoder().encode(value)) ?? Data()
    return StandInResponse(
      status: status, headers: ["Content-Type": "application/json"], body: body)
  }
}

/// What a handler wants done with a request.
public enum StandInReply: Sendable, Hashable {
  /// Send this response and close the connection.
  case respond(StandInResponse)
  /// Send nothing and keep the connection open until the server stops
  /// (lets tests see a client give up on a server that does not answer).
  case withhold
}
