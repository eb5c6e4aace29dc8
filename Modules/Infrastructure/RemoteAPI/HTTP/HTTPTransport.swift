import Foundation

/// Sends one HTTP request and returns the server's response, whatever its status.
///
/// `SocketTransport` is the real one; tests use an in-memory stub.
public protocol HTTPTransport: Sendable {
  /// Throws a `TransportError` (or any other error) when no response arrived.
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
