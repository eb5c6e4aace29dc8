/// A path pattern: `*` matches within one path component, `**` matches any number of
/// whole components. `Modules/Features/**` matches every file below that folder.
public struct GlobPattern: Sendable, Hashable {
  private let components: [Substring]

  /// Creates a pattern from its `/`-separated text.
  public init(_ text: String) {
    components = text.split(separator: "/", omittingEmptySubsequences: true)
  }

  /// Whether `path` (a relative, `/`-separated path) matches.
  public func matches(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true)
    return Self.match(components[...], parts[...])
  }

  private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>)
    -> Bool
  {
    guard let head = pattern.first else { return path.isEmpty }
    if head == "**" {
      let rest = pattern.dropFirst()
      var remaining = path
      while true {
        if match(rest, remaining) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    }
    guard let part = path.first, matchComponent(Array(head.utf8)[...], Array(part.utf8)[...])
    else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  private static func matchComponent(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>)
    -> Bool
  {
    guard let head = pattern.first else { return text.isEmpty }
    if head == UInt8(ascii: "*") {
      var remaining = text
      while true {
        if matchComponent(pattern.dropFirst(), remaining) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    }
    guard text.first == head else { return false }
    return matchComponent(pattern.dropFirst(), text.dropFirst())
  }
}
