/// One `class`, `struct`, `enum`, `protocol`, `actor` or `extension` declaration.
public struct TypeDeclaration: Sendable, Hashable {
  /// The declared (or, for an extension, extended) type's name.
  public var name: String
  public var kind: TypeKind
  public var position: SourcePosition
  /// Braces around it: 0 for a declaration at file scope, more for a nested one.
  public var depth = 0
  /// Whether it is `private` or `fileprivate` (a helper of the file's own type).
  public var isPrivate = false
  /// Whether it is `public` or `open` (part of the module's public surface).
  public var isPublic = false
  /// The names after its `:` (superclass, protocols), last component of a dotted name:
  /// `class ScoreStepper: UIStackView` -> `["UIStackView"]`.
  public var inherits: [String] = []
}
