import Foundation

/// The HTTP methods the web service uses.
public enum HTTPMethod: String, Sendable, Hashable {
  case get = "GET"
  case post = "POST"
  case put = "PUT"
  case delete = "DELETE"
}

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

/// A response as an `HTTPTransport` returns it: any status is a response, not an error.
public struct HTTPResponse: Sendable, Hashable {
  public var status: Int
  /// Header fields keyed by lower-cased name.
  public private(set) var headers: [String: String]
  public var body: Data

  public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
    self.body = body
  }

  /// The value of a header field, looked up case-insensitively.
  public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
