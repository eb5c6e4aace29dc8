extension DeclarationScanner {
  mutating func scanImport(_ index: Int) {
    if let previous = token(index - 1), previous.line == at(index).line,
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
    let keyword = at(index)
    // `import struct Foundation.Data` imports a struct; it declares none.
    if let previous = token(index - 1), previous.isWord("import") { return }
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
        isPublic: hasModifier(before: index, in: ["public", "open"]),
        inherits: inheritance(after: index + 1)))
  }

  /// The names of the inheritance clause after the type name at `index`: top-level
  /// identifiers between `:` and `{` or `where`, generic arguments and dotted prefixes
  /// left out (`: Foundation.Data, Collection<Int>` -> `Data`, `Collection`).
  func inheritance(after index: Int) -> [String] {
    var next = index + 1
    if token(next)?.isPunctuation("<") == true { next = skipAngles(from: next) }
    guard token(next)?.isPunctuation(":") == true else { return [] }
    var names: [String] = []
    var angles = 0
    next += 1
    while let item = token(next), names.count < 32, next < index + 256 {
      if item.isPunctuation("{") || item.isWord("where") { break }
      if item.isPunctuation("<") { angles += 1 }
      if item.isPunctuation(">") { angles = max(0, angles - 1) }
      if angles == 0, item.kind == .identifier {
        if token(next + 1)?.isPunctuation(".") == true {
          next += 1
          continue
        }
        if item.text.first?.isUppercase == true { names.append(item.text) }
      }
      next += 1
    }
    return names
  }

  /// The index after a balanced `< ... >` starting at `index`.
  func skipAngles(from index: Int) -> Int {
    var depth = 0
    var current = index
    while let item = token(current), current < index + 256 {
      if item.isPunctuation("<") { depth += 1 }
      if item.isPunctuation(">") {
        depth -= 1
        if depth == 0 { return current + 1 }
      }
      if item.isPunctuation("{") { return current }
      current += 1
    }
    return current
  }

  mutating func scanFunction(_ index: Int) {
    facts.functions += 1
    if let name = token(index + 1), name.kind == .identifier, facts.functionNames.count < 256 {
      facts.functionNames.insert(name.text)
    }
    scanResultType(ofFunctionAt: index)
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
