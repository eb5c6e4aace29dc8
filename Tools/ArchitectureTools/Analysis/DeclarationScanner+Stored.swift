/// The stored `var`s of each type's body (not a function's locals, not a computed
/// property), for the rules on which role holds a screen's state (`check --profile mvp`).
extension DeclarationScanner {
  /// A `class`, `struct`, `enum`, `actor` or `extension` keyword whose declaration was
  /// just recorded: its body, one brace deeper, holds its members.
  mutating func enterType(recordedBefore count: Int) {
    guard facts.typeDeclarations.count > count, let type = facts.typeDeclarations.last
    else { return }
    typeScopes.append((type.name, depth))
  }

  /// A `}` that closed the body of the innermost type being read.
  mutating func leaveType() {
    while let scope = typeScopes.last, depth <= scope.depth { typeScopes.removeLast() }
  }

  /// A `var` at `index` directly in a type's body: recorded unless it is computed
  /// (a `{` that opens no `willSet`/`didSet`) or static.
  mutating func noteStoredVariable(_ index: Int) {
    guard let scope = typeScopes.last, depth == scope.depth + 1, protocolScope == nil,
      let name = token(index + 1), name.kind == .identifier,
      !hasModifier(before: index, in: ["static", "class"])
    else { return }
    var type: [Token] = []
    var current = index + 2
    var nesting = 0
    var initialiser: String?
    var typing = token(current)?.isPunctuation(":") == true
    if typing { current += 1 }
    while let item = token(current), current < index + 128 {
      if nesting == 0, item.line > name.line, !item.isPunctuation("{") { break }
      if nesting == 0, item.isPunctuation("=") {
        initialiser = token(current + 1).flatMap { literalOrCalledType($0, current + 1) }
        break
      }
      if nesting == 0, item.isPunctuation("{") {
        guard let first = token(current + 1), first.isWord("willSet") || first.isWord("didSet")
        else { return }
        break
      }
      if item.isPunctuation("(") || item.isPunctuation("[") || item.isPunctuation("<") {
        nesting += 1
      }
      if item.isPunctuation(")") || item.isPunctuation("]")
        || (item.isPunctuation(">") && token(current - 1)?.isPunctuation("-") != true)
      {
        nesting -= 1
      }
      if typing { type.append(item) }
      current += 1
    }
    typing = !type.isEmpty
    let written = type.map { token in
      token.kind == .identifier && ["any", "some"].contains(token.text)
        ? token.text + " " : token.text
    }
    facts.storedVariables.append(
      StoredVariable(
        owner: scope.name, name: name.text, type: typing ? written.joined() : initialiser,
        isWeak: hasModifier(before: index, in: ["weak", "unowned"]),
        position: SourcePosition(line: name.line, column: name.column),
        isPrivatelySet: hasPrivateSetter(before: index)))
  }

  /// Whether the modifiers before the `var` at `index` make its setter private:
  /// `private var`, `private(set) var`, `public private(set) var`; not `fileprivate`,
  /// `internal(set)` or none.
  func hasPrivateSetter(before index: Int) -> Bool {
    var previous = index - 1
    while let current = token(previous) {
      if current.isPunctuation(")"), token(previous - 1)?.isWord("set") == true,
        token(previous - 2)?.isPunctuation("(") == true, let access = token(previous - 3)
      {
        if access.isWord("private") { return true }
        previous -= 4
        continue
      }
      guard current.kind == .identifier, !current.isEscaped,
        Self.modifiers.contains(current.text)
      else { return false }
      if current.text == "private" { return true }
      previous -= 1
    }
    return false
  }

  /// The type a stored var's initialiser at `index` gives it: `Int` for `0`, `String` for
  /// a string, `Bool` for `true`, `LineUpWindow` for `LineUpWindow()`; `nil` otherwise.
  func literalOrCalledType(_ first: Token, _ index: Int) -> String? {
    switch first.kind {
    case .number: return first.text.contains(".") ? "Double" : "Int"
    case .string: return "String"
    case .identifier where first.text == "true" || first.text == "false": return "Bool"
    case .identifier
    where first.text.first?.isUppercase == true && token(index + 1)?.isPunctuation("(") == true:
      return first.text
    default: return nil
    }
  }
}
