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
