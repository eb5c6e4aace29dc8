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
