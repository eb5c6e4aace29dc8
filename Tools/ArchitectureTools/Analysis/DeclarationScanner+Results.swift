extension DeclarationScanner {
  static let effects: Set<String> = ["async", "throws", "rethrows", "reasync"]

  /// Notes the capitalised names of the result type of the `func` at `index` in
  /// `facts.returnedTypes`: what follows `->`, up to the body, a `where` clause, the end of
  /// the type or the next declaration (`-> [GatherViewModel.Feedback]`: `GatherViewModel`,
  /// `Feedback`).
  mutating func scanResultType(ofFunctionAt index: Int) {
    var next = index + 1
    while let item = token(next), !item.isPunctuation("("), !item.isPunctuation("<"),
      next < index + 8
    {
      next += 1
    }
    if token(next)?.isPunctuation("<") == true { next = skipAngles(from: next) }
    next = skipParentheses(from: next)
    while let item = token(next), item.kind == .identifier, Self.effects.contains(item.text) {
      next = skipParentheses(from: next + 1)
    }
    guard token(next)?.isPunctuation("-") == true, token(next + 1)?.isPunctuation(">") == true
    else { return }
    next += 2
    let end = next + 64
    while let item = token(next), next < end, !endsResultType(item) {
      if item.kind == .identifier, !item.isEscaped, item.text.first?.isUppercase == true,
        facts.returnedTypes[item.text] == nil
      {
        facts.returnedTypes[item.text] = SourcePosition(line: item.line, column: item.column)
      }
      next += 1
    }
  }

  /// Whether `item` is past a result type: a body, a `where`, a brace closing the type, or
  /// the next declaration (a protocol requirement has no body).
  private func endsResultType(_ item: Token) -> Bool {
    if item.isPunctuation("{") || item.isPunctuation("}") || item.kind == .attribute {
      return true
    }
    guard item.kind == .identifier, !item.isEscaped else { return false }
    return item.text == "where" || Self.declarationKeywords.contains(item.text)
      || Self.modifiers.contains(item.text)
  }
}
