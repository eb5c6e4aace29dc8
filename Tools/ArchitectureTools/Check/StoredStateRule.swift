/// A rule on which role holds a screen's state (MVP: the view holds no state the
/// presenter owns). In each target, a type whose name ends in `holderSuffix` may store no
/// `var` that a type ending in `ownerSuffix` also stores: one of the same name, or of the
/// same type unless that is a standard library value (`String`, `Int`, …). A `weak` or
/// `unowned` var is a collaborator, not state, and counts on neither side.
public struct StoredStateRule: Sendable, Codable, Equatable {
  /// The role that owns the state (`Presenter`).
  public var ownerSuffix: String
  /// The role that may only show it (`View`; a `…ViewController` does not end so).
  public var holderSuffix: String
  /// The diagnostic's rule identifier and the fix it suggests.
  public var name: String
  public var why: String

  /// Creates a rule.
  public init(ownerSuffix: String, holderSuffix: String, name: String, why: String) {
    self.ownerSuffix = ownerSuffix
    self.holderSuffix = holderSuffix
    self.name = name
    self.why = why
  }

  /// Types the same name would not make the same state.
  static let standardValues: Set<String> = [
    "String", "Substring", "Character", "Int", "UInt", "Double", "Float", "Bool",
  ]

  /// The stored vars of `files` (one target) that break the rule, one diagnostic each.
  func check(_ files: [SourceFile]) -> [Diagnostic] {
    let state = files.flatMap { file in
      file.facts.storedVariables.filter { $0.owner.hasSuffix(ownerSuffix) && !$0.isWeak }
    }
    let names = Dictionary(state.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let types = Dictionary(
      state.compactMap { variable in
        variable.baseType.flatMap { Self.standardValues.contains($0) ? nil : ($0, variable) }
      }, uniquingKeysWith: { first, _ in first })
    return files.flatMap { file in
      file.facts.storedVariables.filter { $0.owner.hasSuffix(holderSuffix) && !$0.isWeak }
        .compactMap { variable -> Diagnostic? in
          guard
            let owned = names[variable.name]
              ?? variable.baseType.flatMap({ types[$0] })
          else { return nil }
          return Diagnostic(
            path: file.path, position: variable.position, rule: name,
            message: "\(variable.owner).\(variable.name) stores what "
              + "\(owned.owner).\(owned.name) (\(owned.type ?? "?")) holds",
            fix: why)
        }
    }
  }
}
