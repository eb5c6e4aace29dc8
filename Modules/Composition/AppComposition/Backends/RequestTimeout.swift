import Domain
import Foundation
import RemoteAPI

/// How long one request to the web service may take.
public enum RequestTimeout {
  /// `$FOOTBALLGATHER_TIMEOUT` seconds (a number above 0, at most a day), else 10.
  /// Anything else is invalid input, named in one error line.
  public static func resolve(environment: [String: String]) throws(FootballGatherError)
    -> TimeInterval
  {
    guard let text = environment["FOOTBALLGATHER_TIMEOUT"], !text.isEmpty else {
      return SocketTransport.defaultTimeout
    }
    guard let seconds = Double(text.trimmingCharacters(in: .whitespaces)), seconds > 0,
      seconds <= 86_400
    else {
      throw .invalidInput(
        "FOOTBALLGATHER_TIMEOUT must be a number of seconds above 0, e.g. 10 (not '\(text)')")
    }
    return seconds
  }
}
