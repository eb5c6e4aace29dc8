/// One `import` statement.
public struct ImportDeclaration: Sendable, Hashable {
  /// The imported module (the first component of `import struct A.B`).
  public var module: String
  /// Where the module name is written.
  public var position: SourcePosition
}
