/// One SwiftPM target.
public struct PackageTarget: Sendable, Hashable, Codable {
  /// What sort of target it is.
  public enum Kind: String, Sendable, Hashable, Codable {
    case library
    case executable
    case test
    case system
    case other
  }

  public var name: String
  /// Relative to the package root, `/`-separated.
  public var path: String
  public var kind: Kind
  /// Names of the targets it depends on directly.
  public var dependencies: [String]

  /// Creates a target.
  public init(name: String, path: String, kind: Kind, dependencies: [String] = []) {
    self.name = name
    self.path = path
    self.kind = kind
    self.dependencies = dependencies
  }
}
