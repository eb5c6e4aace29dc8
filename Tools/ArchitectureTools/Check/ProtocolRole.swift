/// A protocol naming suffix and the role (layer) whose contract it is.
public struct ProtocolRole: Sendable, Hashable {
  public var suffix: String
  public var layer: String

  /// Creates a role.
  public init(suffix: String, layer: String) {
    self.suffix = suffix
    self.layer = layer
  }
}
