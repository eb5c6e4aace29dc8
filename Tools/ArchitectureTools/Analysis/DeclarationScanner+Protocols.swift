/// The methods a protocol declares, with their parameters, for the rules on what a role's
/// protocol may take (`check --profile vip`: business logic takes only requests).
extension DeclarationScanner {
  /// A `protocol` keyword at `index`: its body (one brace deeper) holds its methods.
  mutating func enterProtocol(_ index: Int) {
    guard let name = token(index + 1), name.kind == .identifier else { return }
    protocolScope = (name.text, depth)
  }

  /// A `}` that closed the body of the protocol being read.
  mutating func leaveProtocol() {
    if let scope = protocolScope, depth <= scope.depth { protocolScope = nil }
  }

  /// A `func` at `index` directly in a protocol's body: its name and parameters.
  mutating func noteProtocolMethod(_ index: Int) {
    guard let scope = protocolScope, depth == scope.depth + 1,
      let name = token(index + 1), name.kind == .identifier
    else { return }
    var open = index + 2
    if token(open)?.isPunctuation("<") == true { open = skipAngles(from: open) }
    guard token(open)?.isPunctuation("(") == true else { return }
    let close = skipParentheses(from: open) - 1
    var parameters: [ProtocolMethod.Parameter] = []
    var words: [Token] = []
    var nesting = 0
    for current in (open + 1)..<max(open + 1, close) {
      guard let item = token(current) else { break }
      if item.isPunctuation("(") || item.isPunctuation("[") || item.isPunctuation("<") {
        nesting += 1
      }
      if item.isPunctuation(")") || item.isPunctuation("]")
        || (item.isPunctuation(">") && token(current - 1)?.isPunctuation("-") != true)
      {
        nesting -= 1
      }
      if nesting == 0, item.isPunctuation(",") {
        parameters.append(Self.parameter(words))
        words = []
      } else {
        words.append(item)
      }
    }
    if !words.isEmpty { parameters.append(Self.parameter(words)) }
    facts.protocolMethods.append(
      ProtocolMethod(
        protocolName: scope.name, name: name.text, parameters: parameters,
        position: SourcePosition(line: name.line, column: name.column)))
  }

  /// `request: Gather.ScoreGoal.Request` as its label and type; `_ score: Int` as `_`.
  static func parameter(_ words: [Token]) -> ProtocolMethod.Parameter {
    guard let colon = words.firstIndex(where: { $0.isPunctuation(":") }) else {
      return .init(label: "_", type: words.map(\.text).joined())
    }
    let label = words.first.map(\.text) ?? "_"
    let type = words[(colon + 1)...].map { token in
      token.kind == .identifier && ["any", "some", "inout"].contains(token.text)
        ? token.text + " " : token.text
    }
    return .init(label: label, type: type.joined())
  }
}
