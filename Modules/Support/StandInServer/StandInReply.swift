/// What a handler wants done with a request.
public enum StandInReply: Sendable, Hashable {
  /// Send this response and close the connection.
  case respond(StandInResponse)
  /// Send nothing and keep the connection open until the server stops
  /// (lets tests see a client give up on a server that does not answer).
  case withhold
}
