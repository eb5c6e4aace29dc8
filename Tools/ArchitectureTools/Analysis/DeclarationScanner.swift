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

  let tokens: [Token]
  var facts = SourceFacts()
  var xctestCandidates = 0
  var swiftTestingTests = 0
  var pendingTestAttribute = false
  /// Open braces before the current token: 0 at file scope.
  var depth = 0

  init(tokens: [Token]) {
    self.tokens = tokens
  }

  consuming func scan() -> SourceFacts {
    for index in tokens.indices { visit(index) }
    let modules = Set(facts.imports.map(\.module))
    facts.tests =
      (modules.contains("XCTest") ? xctestCandidates : 0)
      + (modules.contains("Testing") ? swiftTestingTests : 0)
    return facts
  }

  mutating func visit(_ index: Int) {
    let token = tokens[index]
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
      if token.text == "}" { depth = max(0, depth - 1) }
      return
    }
    guard token.kind == .identifier else { return }
    if token.isEscaped {
      return noteReference(index)
    }
    switch token.text {
    case "import": scanImport(index)
    case "class", "struct", "enum", "protocol", "extension", "actor": scanType(index)
    case "func": scanFunction(index)
    case "public", "open":
      if startsDeclaration(after: index) { facts.publicDeclarations += 1 }
    default: noteReference(index)
    }
  }

  func token(_ index: Int) -> Token? {
    tokens.indices.contains(index) ? tokens[index] : nil
  }

  func isAfterDot(_ index: Int) -> Bool {
    token(index - 1)?.isPunctuation(".") ?? false
  }

  mutating func noteReference(_ index: Int) {
    let token = tokens[index]
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
    guard let first = token.text.utf8.first, first >= UInt8(ascii: "A"),
      first <= UInt8(ascii: "Z"), !isAfterDot(index),
      !Self.ignoredReferences.contains(token.text), facts.references[token.text] == nil
    else { return }
    facts.references[token.text] = SourcePosition(line: token.line, column: token.column)
  }
}
