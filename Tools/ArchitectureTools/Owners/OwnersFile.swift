/// The OWNERS file: which team owns which module.
///
/// One module a line, `TARGET TEAM`; a target name may end in `*` to name every target
/// that starts with the rest (`MVC*`). `#` starts a comment. A test target `XTests` not
/// named belongs to the owner of `X`.
public struct OwnersFile: Sendable, Equatable {
  /// One line of the file.
  public struct Entry: Sendable, Equatable {
    /// A target name, or a prefix followed by `*`.
    public var pattern: String
    public var team: String
    /// The line it is on, from 1.
    public var line: Int

    /// Whether `target` is the one this entry names (or starts with its prefix).
    public func matches(_ target: String) -> Bool {
      pattern.hasSuffix("*") ? target.hasPrefix(pattern.dropLast()) : target == pattern
    }
  }

  public var entries: [Entry]

  /// Reads the file's text; a line that is not `TARGET TEAM` is an error naming it.
  public init(parsing text: String, path: String = "OWNERS") throws(ArchToolError) {
    var entries: [Entry] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let content = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
      if words.isEmpty { continue }
      guard words.count == 2 else {
        throw .format(
          "\(path):\(index + 1): '\(String(raw).trimmed)' is not 'TARGET TEAM' (one module a line)")
      }
      entries.append(Entry(pattern: String(words[0]), team: String(words[1]), line: index + 1))
    }
    self.entries = entries
  }

  /// The team that owns `target`: the first entry that names it exactly, else the first
  /// prefix that matches, else (for a test target `XTests`) the owner of `X`.
  public func owner(of target: String) -> String? {
    if let exact = entries.first(where: { !$0.pattern.hasSuffix("*") && $0.pattern == target }) {
      return exact.team
    }
    if let prefix = entries.first(where: { $0.matches(target) }) { return prefix.team }
    if target.hasSuffix("Tests") { return owner(of: String(target.dropLast(5))) }
    return nil
  }

  /// Every team, in the order the file first names them.
  public var teams: [String] {
    var seen: [String] = []
    for entry in entries where !seen.contains(entry.team) { seen.append(entry.team) }
    return seen
  }
}
