import Domain
import Foundation

/// Reads the server address a user gives (`--server`, `FOOTBALLGATHER_SERVER`).
public enum ServerAddress {
  /// An `http` or `https` URL with a host, from `http://host:port`, `https://host/prefix` or
  /// a bare `host:port` (taken as `http`). Throws `.invalidInput` saying what to type.
  public static func parse(_ text: String) throws(FootballGatherError) -> URL {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let withScheme = trimmed.contains("://") ? trimmed : "http://\(trimmed)"
    guard let url = URL(string: withScheme),
      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil
    else {
      throw .invalidInput(
        "'\(trimmed)' is not a server address; type one like http://127.0.0.1:8080")
    }
    return url
  }
}
