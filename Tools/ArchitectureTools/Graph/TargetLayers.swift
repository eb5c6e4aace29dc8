/// The layer graph inside one target.
public struct TargetLayers: Sendable, Hashable, Encodable {
  public var target: String
  public var layers: [String]
  public var edges: [LayerEdge]
  /// Every cycle, VIPER's presenter round trips included.
  public var cycles: [[String]]
}
