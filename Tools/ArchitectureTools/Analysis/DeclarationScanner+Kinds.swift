extension DeclarationScanner {
  mutating func scanImport(_ index: Int) {
    if let previous = token(index - 1), previous.line == tokens[index].line,
      previous.kind != .attribute,
      !["public", "internal", "private", "fileprivate", "package"].contains(previous.text)
    {
      return
    }
    var next = index + 1
    if let kind = token(next), kind.kind == .identifier, Self.importKinds.contains(kind.text) {
      next += 1
    }
    guard let module = token(next), module.kind == .identifier else { return }
    facts.imports.append(
      ImportDeclaration(
        module: module.text, position: SourcePosition(line: module.line, column: module.column)))
  }

  mutating func scanType(_ index: Int) {
    let keyword = tokens[index]
    guard !isAfterDot(index), let name = token(index + 1), name.kind == .identifier,
      let kind = TypeKind(rawValue: keyword.text)
    else { return }
    if !name.isEscaped,
      Self.declarationKeywords.contains(name.text) || Self.modifiers.contains(name.text)
    {
      return  // `class func`, `class var`, `class override`
    }
    if kind == .actor {
      guard let after = token(index + 2),
        after.isPunctuation("{") || after.isPunctuation(":") || after.isPunctuation("<")
          || after.isWord("where")
      else { return }
    }
    pendingTestAttribute = false
    facts.typeDeclarations.append(
      TypeDeclaration(
        name: name.text, kind: kind,
        position: SourcePosition(line: keyword.line, column: keyword.column), depth: depth,
        isPrivate: hasModifier(before: index, in: ["private", "fileprivate"]),
        isPublic: hasModifier(before: index, in: ["public", "open"])))
  }

  mutating func scanFunction(_ index: Int) {
    facts.functions += 1
    defer { pendingTestAttribute = false }
    guard !pendingTestAttribute, let name = token(index + 1), name.kind == .identifier,
      name.text.hasPrefix("test"), token(index + 2)?.isPunctuation("(") == true,
      token(index + 3)?.isPunctuation(")") == true
    else { return }
    xctestCandidates += 1
  }

  /// Whether the modifiers before the keyword at `index` include one of `names`.
  func hasModifier(before index: Int, in names: Set<String>) -> Bool {
    var previous = index - 1
    while let current = token(previous), current.kind == .identifier, !current.isEscaped,
      Self.modifiers.contains(current.text)
    {
      if names.contains(current.text) { return true }
      previous -= 1
    }
    return false
  }

  /// Whether the modifier at `index` is followed (after other modifiers and
  /// attributes) by a declaration keyword: `public private(set) var`, `open class`.
  func startsDeclaration(after index: Int) -> Bool {
    if isAfterDot(index) { return false }
    var next = index + 1
    while let current = token(next) {
      if current.kind == .attribute {
        next = skipParentheses(from: next + 1)
      } else if current.kind == .identifier, !current.isEscaped,
        Self.declarationKeywords.contains(current.text)
      {
        return current.text != "class" || isTypeOrMemberAfterClass(next)
      } else if current.kind == .identifier, !current.isEscaped,
        Self.modifiers.contains(current.text)
      {
        next = skipParentheses(from: next + 1)
      } else {
        return false
      }
    }
    return false
  }

  private func isTypeOrMemberAfterClass(_ index: Int) -> Bool {
    token(index + 1)?.kind == .identifier
  }

  /// The index after a balanced `( ... )` starting at `index`, or `index` if none starts there.
  func skipParentheses(from index: Int) -> Int {
    guard token(index)?.isPunctuation("(") == true else { return index }
    var depth = 0
    var current = index
    while let item = token(current) {
      if item.isPunctuation("(") { depth += 1 }
      if item.isPunctuation(")") {
        depth -= 1
        if depth == 0 { return current + 1 }
      }
      current += 1
    }
    return current
  }
}
