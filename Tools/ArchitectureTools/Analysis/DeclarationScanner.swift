/// Finds declarations, imports, tests and type references in a token stream.
struct DeclarationScanner {
  static let declarationKeywords: Set<String> = [
    "func", "var", "let", "class", "struct", "enum", "protocol", "actor", "extension", "init",
    "subscript", "typealias", "associatedtype", "macro", "deinit",
  ]
  static let modifiers: Set<String> = [
    "public", "open", "internal", "fileprivate", "private", "package", "final", "static",
    "class", "override", "mutating", "nonmutating", "convenience", "required", "lazy", "weak",
    "unowned", "dynamic", "nonisolated", "indirect", "optional", "distributed", "prefix",
    "postfix", "infix", "consuming", "borrowing",
  ]
  static let importKinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]
  static let ignoredReferences: Set<String> = ["Self", "Any", "Type", "Protocol", "AnyObject"]

  /// A window of the file's tokens: `tokens[0]` is token number `base`.
  var tokens: [Token]
  var base = 0
  /// The next token to visit.
  var next = 0
  var facts = SourceFacts()
  var xctestCandidates = 0
  var swiftTestingTests = 0
  var pendingTestAttribute = false
  /// Open braces before the current token: 0 at file scope.
  var depth = 0
  /// The protocol whose body is being read, and the depth of its `protocol` keyword.
  var protocolScope: (name: String, depth: Int)?
  /// The types whose bodies enclose the current token, innermost last, with the depth of
  /// each one's keyword.
  var typeScopes: [(name: String, depth: Int)] = []

  init(tokens: [Token]) {
    self.tokens = tokens
  }

  /// Tokens kept behind the one visited, and needed ahead of it, while streaming.
  static let lookBehind = 64
  static let lookAhead = 512

  consuming func scan() -> SourceFacts {
    scanAvailable(final: true)
    return finish()
  }

  /// Adds the next tokens of the file (streaming).
  mutating func append(_ more: [Token]) {
    tokens += more
  }

  /// Visits every token that has enough tokens after it (all of them when `final`), then
  /// forgets those no later visit looks back at.
  mutating func scanAvailable(final: Bool) {
    let end = base + tokens.count - (final ? 0 : Self.lookAhead)
    while next < end {
      visit(next)
      next += 1
    }
    let drop = next - base - Self.lookBehind
    if drop > 0 {
      tokens.removeFirst(drop)
      base += drop
    }
  }

  /// The facts, once every token was visited.
  func finish() -> SourceFacts {
    var facts = facts
    let modules = Set(facts.imports.map(\.module))
    facts.tests =
      (modules.contains("XCTest") ? xctestCandidates : 0)
      + (modules.contains("Testing") ? swiftTestingTests : 0)
    return facts
  }

  /// The token numbered `index` (it must be in the window).
  func at(_ index: Int) -> Token { tokens[index - base] }

  mutating func visit(_ index: Int) {
    let token = at(index)
    if token.kind == .attribute, token.text == "Test" {
      pendingTestAttribute = true
      swiftTestingTests += 1
      return
    }
    if token.kind == .attribute, token.text == "unchecked",
      self.token(index + 1)?.isWord("Sendable") == true
    {
      facts.uncheckedSendable.append(SourcePosition(line: token.line, column: token.column))
      return
    }
    if token.kind == .punctuation {
      if token.text == "{" { depth += 1 }
      if token.text == "}" {
        depth = max(0, depth - 1)
        leaveProtocol()
        leaveType()
      }
      return
    }
    guard token.kind == .identifier else { return }
    if token.isEscaped {
      return noteReference(index)
    }
    switch token.text {
    case "import": scanImport(index)
    case "class", "struct", "enum", "extension", "actor":
      let count = facts.typeDeclarations.count
      scanType(index)
      enterType(recordedBefore: count)
    case "var":
      noteStoredVariable(index)
      noteReference(index)
    case "protocol":
      scanType(index)
      if self.token(index - 1)?.isWord("import") != true, !isAfterDot(index) {
        enterProtocol(index)
      }
    case "func":
      noteProtocolMethod(index)
      scanFunction(index)
    case "public", "open":
      if startsDeclaration(after: index) { facts.publicDeclarations += 1 }
    default: noteReference(index)
    }
  }

  func token(_ index: Int) -> Token? {
    tokens.indices.contains(index - base) ? tokens[index - base] : nil
  }

  func isAfterDot(_ index: Int) -> Bool {
    token(index - 1)?.isPunctuation(".") ?? false
  }

  mutating func noteReference(_ index: Int) {
    let token = at(index)
    if let first = token.text.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
      !isAfterDot(index), self.token(index + 1)?.isPunctuation("(") == true,
      self.token(index - 1)?.isWord("func") != true, facts.calls[token.text] == nil
    {
      facts.calls[token.text] = SourcePosition(line: token.line, column: token.column)
      return
    }
    if isAfterDot(index), self.token(index + 1)?.isPunctuation("(") == true,
      facts.memberCalls[token.text] == nil
    {
      facts.memberCalls[token.text] = SourcePosition(line: token.line, column: token.column)
      return
    }
    if isAfterDot(index), self.token(index + 1)?.isPunctuation("(") != true {
      if facts.memberReads[token.text] == nil {
        facts.memberReads[token.text] = SourcePosition(line: token.line, column: token.column)
      }
      return
    }
    guard let first = token.text.utf8.first, first >= UInt8(ascii: "A"),
      first <= UInt8(ascii: "Z"), !isAfterDot(index),
      !Self.ignoredReferences.contains(token.text), facts.references[token.text] == nil
    else { return }
    facts.references[token.text] = SourcePosition(line: token.line, column: token.column)
  }
}
