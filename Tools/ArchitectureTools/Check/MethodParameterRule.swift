/// A rule on the methods of a role's protocols: each takes exactly one parameter whose
/// type ends in `parameterSuffix` (VIP: a `…BusinessLogic` method takes one `….Request`,
/// a `…PresentationLogic` method one `….Response`).
public struct MethodParameterRule: Sendable, Codable, Equatable {
  /// Protocols whose name ends in this (`BusinessLogic`).
  public var protocolSuffix: String
  /// The type each method's one parameter has, by its ending (`.Request`).
  public var parameterSuffix: String
  /// The diagnostic's rule identifier and the fix it suggests.
  public var name: String
  public var why: String

  /// Creates a rule.
  public init(protocolSuffix: String, parameterSuffix: String, name: String, why: String) {
    self.protocolSuffix = protocolSuffix
    self.parameterSuffix = parameterSuffix
    self.name = name
    self.why = why
  }

  /// The methods of `file` that break the rule, one diagnostic each.
  func check(_ file: SourceFile) -> [Diagnostic] {
    file.facts.protocolMethods.filter { method in
      method.protocolName.hasSuffix(protocolSuffix)
        && !(method.parameters.count == 1
          && method.parameters[0].type.hasSuffix(parameterSuffix))
    }.map { method in
      let takes =
        method.parameters.isEmpty
        ? "nothing" : method.parameters.map(\.type).joined(separator: ", ")
      return Diagnostic(
        path: file.path, position: method.position, rule: name,
        message: "\(method.protocolName).\(method.signature) takes \(takes), "
          + "not one …\(parameterSuffix)",
        fix: why)
    }
  }
}
