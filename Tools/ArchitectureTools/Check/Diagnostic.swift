/// One rule violation, printed as `file:line:col: error: <rule>: <what> (<how to fix>)`.
public struct Diagnostic: Sendable, Hashable, Comparable {
  /// The file, relative to the checked root.
  public var path: String
  public var position: SourcePosition
  /// The rule's identifier, e.g. `feature-imports-kernel-only`.
  public var rule: String
  /// What is wrong, naming the modules or types involved.
  public var message: String
  /// How to fix it.
  public var fix: String

  /// Creates a diagnostic.
  public init(path: String, position: SourcePosition, rule: String, message: String, fix: String) {
    self.path = path
    self.position = position
    self.rule = rule
    self.message = message
    self.fix = fix
  }

  /// The line, with `path` shown below `root` (as given on the command line).
  public func rendered(root: String, severity: String = "error") -> String {
    "\(Self.join(root, path)):\(position.line):\(position.column): \(severity): \(rule): "
      + "\(message) (\(fix))"
  }

  /// The form a baseline stores: no line or column, so edits elsewhere keep it valid.
  public var baselineKey: String { "\(path): \(rule): \(message)" }

  static func join(_ root: String, _ path: String) -> String {
    root == "." || root.isEmpty ? path : (root.hasSuffix("/") ? root : root + "/") + path
  }

  public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    (lhs.path, lhs.position, lhs.rule, lhs.message)
      < (rhs.path, rhs.position, rhs.rule, rhs.message)
  }
}
