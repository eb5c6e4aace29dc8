/// The kind of a type declaration.
public enum TypeKind: String, CaseIterable, Codable, Sendable, Comparable {
  case `class`
  case `struct`
  case `enum`
  case `protocol`
  case actor
  case `extension`

  public static func < (lhs: TypeKind, rhs: TypeKind) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// Whether the declaration introduces a new type (every kind but `extension`).
  public var declaresType: Bool { self != .extension }
}
