/// Every error a service or a use case reports, with a message a user can act on.
///
/// Features show `message` after `error: `; nothing else about the failure leaks into the UI.
public enum FootballGatherError: Error, Hashable, Sendable {
  /// A value the user typed is not acceptable; the text says what to type instead.
  case invalidInput(String)
  case invalidCredentials
  case usernameTaken(String)
  /// The session is no longer accepted (remote mode): log in again.
  case unauthorized
  case notFound(String)
  /// The storage or the network failed; the text says what happened.
  case storage(String)
  case network(String)
  /// Another window (another process on the same database) changed what this one was
  /// about to replace; the text says what it holds now and what to do. Nothing was written.
  case conflict(String)

  /// The line shown to the user, without the `error: ` prefix.
  public var message: String {
    switch self {
    case .invalidInput(let text): text
    case .invalidCredentials: "wrong username or password"
    case .usernameTaken(let name): "the username '\(name)' is taken; choose another one"
    case .unauthorized: "your session has expired; log in again"
    case .notFound(let what): "\(what) was not found"
    case .storage(let text): "storage failed: \(text)"
    case .network(let text): "the server request failed: \(text)"
    case .conflict(let text): text
    }
  }
}

extension FootballGatherError {
  /// Wraps any error as a `FootballGatherError`, keeping those that already are.
  public static func wrapping(_ error: any Error) -> FootballGatherError {
    if let error = error as? FootballGatherError { return error }
    return .storage(String(describing: error))
  }
}

extension FootballGatherError: CustomStringConvertible {
  /// The same as `message`, so a screen can show the error as it shows its own.
  public var description: String { message }
}

extension FootballGatherError {
  /// Whether the error is about something the user typed (a usage error at launch).
  public var isInvalidInput: Bool {
    if case .invalidInput = self { true } else { false }
  }
}
