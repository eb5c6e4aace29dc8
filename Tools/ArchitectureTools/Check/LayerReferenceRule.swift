/// A rule on references between the layers of one target.
public struct LayerReferenceRule: Sendable, Hashable {
  public var layer: String
  /// Layers (of its own target or imported ones) its files must not reference.
  public var forbidden: Set<String>
  /// Layers its files may reference in their own module only (`ModuleMap`): a presenter
  /// that builds another module's router is navigating for it.
  public var forbiddenInOtherModules: Set<String> = []
  /// Layers whose concrete types its files must not mention (protocols are fine).
  public var forbiddenConcrete: Set<String> = []
  /// Type names its files must not mention; `*Suffix` matches by suffix.
  public var forbiddenTypes: Set<String> = []
  /// Functions and methods its files must not call.
  public var forbiddenCalls: Set<String> = []
  /// Type names no function of its files may return; `*Suffix` matches by suffix.
  public var forbiddenResults: Set<String> = []
  /// Type names a file declaring a class or actor must mention one of (none: no demand).
  public var requiredTypes: Set<String> = []
  /// Modules its files must not import.
  public var forbiddenImports: Set<String>
  public var rule: String
  public var fix: String
}
