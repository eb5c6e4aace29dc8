import Foundation

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
