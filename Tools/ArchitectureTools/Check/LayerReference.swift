/// A file's mention of a type declared in another layer (of its own or an imported target).
public struct LayerReference: Sendable, Hashable {
  public var path: String
  public var position: SourcePosition
  public var fromTarget: String
  public var fromLayer: String
  public var toTarget: String
  public var toLayer: String
  /// The type mentioned.
  public var name: String
  /// Whether that type is a protocol (a role's contract) rather than a concrete type.
  public var isProtocol = false
  /// The file declaring it.
  public var toPath = ""
}
