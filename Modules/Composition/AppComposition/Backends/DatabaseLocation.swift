/// Where the embedded database lives.
public enum DatabaseLocation {
  /// `--db PATH`, else `$FOOTBALLGATHER_DB`, else `$XDG_DATA_HOME/footballgather/…`,
  /// else `~/.local/share/footballgather/footballgather.sqlite`. A leading `~/` is expanded.
  public static func resolve(
    option: String?, environment: [String: String], homeDirectory: String
  ) -> String {
    if let path = option ?? environment["FOOTBALLGATHER_DB"].flatMap({ $0.isEmpty ? nil : $0 }) {
      return expandingTilde(path, homeDirectory: homeDirectory)
    }
    let dataHome =
      environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? homeDirectory + "/.local/share"
    return dataHome + "/footballgather/footballgather.sqlite"
  }

  private static func expandingTilde(_ path: String, homeDirectory: String) -> String {
    path == "~" || path.hasPrefix("~/") ? homeDirectory + path.dropFirst() : path
  }
}
