import Foundation

/// Sends one HTTP request and returns the server's response, whatever its status.
///
/// `URLSessionTransport` is the real one; tests use an in-memory stub.
public protocol HTTPTransport: Sendable {
  /// Throws a `TransportError` (or any other error) when no response arrived.
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// Why a request got no response.
public enum TransportError: Error, Sendable, Hashable {
  /// Nothing answered within the time limit (in seconds).
  case timedOut(seconds: Double)
  /// The server's host could not be found or did not accept the connection.
  case cannotConnect
  /// The connection broke before the response was complete.
  case connectionLost
  /// Anything else, described by the system.
  case failed(String)
}
