/// Path arithmetic on the text of a path as it was typed, for every path the app is given
/// (`--db`, `import FILE`, `export csv FILE`): one place, and no Foundation path API.
///
/// `NSString`'s path methods trap in this Foundation on a one-character path that does not
/// exist (`import 3` crashed the app, issue 35), and `URL(fileURLWithPath:)` makes a
/// relative path absolute against the working folder, which changes what an error names.
/// A source rule (`archtool check`, `no-foundation-path-arithmetic`) refuses both in the
/// app's modules.
public enum FilePaths {
  /// The folder holding `path`, as `NSString.deletingLastPathComponent` gives it: `""` for
  /// a bare name (`3`, `players.csv`), `"/"` for a file at the root, doubled and trailing
  /// slashes dropped (`a//b/` is in `a`).
  public static func folder(of path: String) -> String {
    // A loop, not `joined(separator:)`: that generic call looks up type metadata by name
    // before the first prompt (0.1 ms of start-up, docs/PERFORMANCE.md).
    var folder = path.hasPrefix("/") ? "/" : ""
    let components = path.split(separator: "/")
    for (index, component) in components.dropLast().enumerated() {
      if index > 0 { folder.append("/") }
      folder.append(contentsOf: component)
    }
    return folder
  }

  /// The folder to ask the system about for `path`: its folder, or `.` for a bare name.
  public static func existingFolder(of path: String) -> String {
    let folder = folder(of: path)
    return folder.isEmpty ? "." : folder
  }

  /// Whether `path` ends in `/`: the user named a folder, whatever is there.
  public static func namesAFolder(_ path: String) -> Bool {
    path.count > 1 && path.hasSuffix("/")
  }

  /// `path` with a leading `~` (alone or before `/`) replaced by `home`; other paths as given.
  public static func expandingTilde(in path: String, home: String) -> String {
    path == "~" || path.hasPrefix("~/") ? home + path.dropFirst() : path
  }
}
