/// A dependency between targets and where it comes from.
public struct TargetEdge: Sendable, Hashable, Encodable {
  public var from: String
  public var to: String
  /// Declared in Package.swift.
  public var declared: Bool
  /// Imported by at least one source file.
  public var imported: Bool
}
