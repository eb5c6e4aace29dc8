/// A rule on references between the layers of one target.
public struct LayerReferenceRule: Sendable, Hashable {
  public var layer: String
  /// Layers (of its own target or imported ones) its files must not reference.
  public var forbidden: Set<String>
  /// Layers its files may reference in their own module only (`ModuleMap`): a presenter
  /// that builds another module's router is navigating for it.
  public var forbiddenInOtherModules: Set<String> = []
  /// Modules its files must not import.
  public var forbiddenImports: Set<String>
  public var rule: String
  public var fix: String
}
