import Foundation

/// A request as the client hands it to an `HTTPTransport`.
public struct HTTPRequest: Sendable, Hashable {
  public var method: HTTPMethod
  /// The absolute URL (the server's base URL joined with the API path).
  public var url: URL
  /// Header fields by name, e.g. `Authorization`, `Content-Type`, `Accept`.
  public var headers: [String: String]
  /// The body; `nil` for none.
  public var body: Data?

  public init(method: HTTPMethod, url: URL, headers: [String: String] = [:], body: Data? = nil) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }
}
