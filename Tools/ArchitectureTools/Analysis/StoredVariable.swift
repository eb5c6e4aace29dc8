import Foundation

/// One stored `var` a type declares in its body: `private(set) var match: Match` in
/// `GatherPresenter`, for the rules on which role holds a screen's state.
public struct StoredVariable: Sendable, Hashable {
  /// The type (or extended type) whose body declares it.
  public var owner: String
  public var name: String
  /// Its type as written, tokens joined (`[NumberedName]`, `Match?`), or, with none
  /// written, the type an initialiser names (`= LineUpWindow()`); `nil` when neither.
  public var type: String?
  /// `weak` or `unowned`: a reference to a collaborator, not state.
  public var isWeak: Bool
  public var position: SourcePosition
  /// Set only in its declaration's scope: `private var` or `private(set) var`.
  public var isPrivatelySet: Bool

  /// Creates a stored variable.
  public init(
    owner: String, name: String, type: String?, isWeak: Bool, position: SourcePosition,
    isPrivatelySet: Bool = false
  ) {
    self.owner = owner
    self.name = name
    self.type = type
    self.isWeak = isWeak
    self.position = position
    self.isPrivatelySet = isPrivatelySet
  }

  /// Its type without optional marks and `any`: `(any Foo)?` -> `Foo`.
  public var baseType: String? {
    type.map { written in
      var text = written.replacingOccurrences(of: "any ", with: "")
      while let last = text.last, "?!".contains(last) { text.removeLast() }
      if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
      return text
    }
  }
}
