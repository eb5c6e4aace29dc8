/// A file's format: what the roster's `export csv|json` writes and `import` reads, and what
/// History's `export csv|json` writes.
public enum RosterFormat: String, CaseIterable, Sendable {
  case csv
  case json

  /// `csv` or `json`, in any case.
  public init?(name: String) {
    self.init(rawValue: name.lowercased())
  }

  /// The format of a file to import: by its extension, else by its first character.
  public init(path: String, contents: String) {
    if let dot = path.lastIndex(of: "."),
      let format = RosterFormat(name: String(path[path.index(after: dot)...]))
    {
      self = format
    } else {
      let first = contents.first { !$0.isWhitespace }
      self = first == "[" || first == "{" ? .json : .csv
    }
  }

  /// "CSV" or "JSON".
  public var displayName: String { rawValue.uppercased() }
}
