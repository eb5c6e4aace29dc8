extension ComplexityScanner {
  /// Words followed by `(` that call nothing.
  static let notCalls: Set<String> = [
    "if", "guard", "while", "switch", "case", "for", "return", "try", "await", "catch", "throw",
    "throws", "rethrows", "in", "where", "func", "init", "subscript", "let", "var", "some", "any",
    "as", "is", "private", "fileprivate", "internal", "public", "open", "set", "get", "didSet",
    "willSet", "repeat", "else", "do", "defer", "async", "super", "self", "Self",
  ]

  /// A call (a name followed at once by `(`: `show(`, `console.line(`, `Match(`) or a use
  /// of a lower-case name, bare or after `self.` (a property, a local, a parameter: only
  /// the type's own properties and functions count later), for the function it is in.
  mutating func recordMember(at index: Int, afterDot: Bool) {
    let token = tokens[index]
    guard token.kind == .identifier, let function = currentFunction else { return }
    let name = token.text
    let previous = self.token(index - 1)
    if self.token(index + 1)?.isPunctuation("(") == true, touchesPrevious(index + 1),
      !Self.notCalls.contains(name), previous?.isWord("func") != true
    {
      members[function].calls.insert(name)
    }
    let afterSelf = afterDot && self.token(index - 2)?.isWord("self") == true
    guard !afterDot || afterSelf, let first = name.unicodeScalars.first,
      first.properties.isLowercase, !Self.notCalls.contains(name)
    else { return }
    members[function].uses.insert(name)
  }

  /// `let x` or `var x` directly in a type's body (not `static` or `class`): a property.
  mutating func recordProperty(at index: Int) {
    guard tokens[index].isWord("let") || tokens[index].isWord("var"),
      case .type(let type, isProtocol: false)? = scopes.last,
      let name = token(index + 1), name.kind == .identifier,
      token(index - 1)?.isWord("static") != true, token(index - 1)?.isWord("class") != true
    else { return }
    let owner = type.split(separator: ".").last.map(String.init) ?? type
    properties[owner, default: []].insert(name.text)
  }
}
