/// References from one layer of a target to another layer of the same target.
public struct LayerEdge: Sendable, Hashable, Encodable {
  public var from: String
  public var to: String
  /// Distinct type names referenced, per file.
  public var references: Int
}
