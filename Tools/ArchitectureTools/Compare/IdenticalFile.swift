/// Files whose bytes are the same in two or more trees. They stay counted in every tree
/// that holds them; this list says where they are.
public struct IdenticalFile: Sendable, Hashable, Encodable {
  /// FNV-1a 64-bit hash of the content, in hex.
  public var hash: String
  public var codeLines: Int
  /// Tree label -> paths in that tree holding the content.
  public var paths: [String: [String]]
}
