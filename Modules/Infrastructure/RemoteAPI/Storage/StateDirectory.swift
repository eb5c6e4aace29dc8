import Foundation

/// Where remote mode keeps its files: session tokens and the gather cache.
public enum StateDirectory {
  /// `$XDG_STATE_HOME/footballgather/`, or `~/.local/state/footballgather/` when
  /// `XDG_STATE_HOME` is unset, empty or not an absolute path (as the XDG spec says).
  ///
  /// - Parameters:
  ///   - environment: the process environment (`ProcessInfo.processInfo.environment`).
  ///   - home: the user's home folder; `HOME` from `environment` when `nil`.
  public static func resolve(environment: [String: String], home: URL? = nil) -> URL {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return URL(fileURLWithPath: state, isDirectory: true)
        .appendingPathComponent("footballgather", isDirectory: true)
    }
    let homeFolder =
      home
      ?? environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? FileManager.default.homeDirectoryForCurrentUser
    return homeFolder.appendingPathComponent(".local/state/footballgather", isDirectory: true)
  }
}
