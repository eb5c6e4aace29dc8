/// A rule on references between the layers of one target.
public struct LayerReferenceRule: Sendable, Hashable {
  public var layer: String
  /// Layers (of its own target or imported ones) its files must not reference.
  public var forbidden: Set<String>
  /// Modules its files must not import.
  public var forbiddenImports: Set<String>
  public var rule: String
  public var fix: String
}
