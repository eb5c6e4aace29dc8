extension ComplexityScanner {
  func token(_ index: Int) -> Token? {
    index >= 0 && index < tokens.count ? tokens[index] : nil
  }

  /// Where `token` ends on its line (the column after it), or nil for a string literal,
  /// whose length the token does not keep.
  static func end(of token: Token) -> Int? {
    let length = token.text.utf8.count
    switch token.kind {
    case .identifier: return token.column + length + (token.isEscaped ? 2 : 0)
    case .attribute, .directive: return token.column + 1 + length
    case .number, .punctuation: return token.column + length
    case .string: return nil
    }
  }

  /// Whether the token at `index` directly follows the one before it, with no space.
  func touchesPrevious(_ index: Int) -> Bool {
    guard let current = token(index), let previous = token(index - 1) else { return false }
    guard previous.line == current.line, let end = Self.end(of: previous) else {
      return previous.kind == .string && previous.line == current.line
    }
    return end == current.column
  }

  /// A type, function, accessor or computed property starting at `index`: its pending
  /// state set, and the index after what it read; nil when the word declares nothing.
  mutating func declaration(at index: Int) -> Int? {
    let word = tokens[index].text
    let next = token(index + 1)
    if Self.typeKeywords.contains(word) {
      guard let name = next, name.kind == .identifier,
        !Self.modifiersAfterClass.contains(name.text)
      else { return nil }
      var full = name.text
      var after = index + 2
      while token(after)?.isPunctuation(".") == true, let part = token(after + 1),
        part.kind == .identifier
      {
        full += "." + part.text
        after += 2
      }
      begin(.type(full, isProtocol: word == "protocol"))
      return after
    }
    guard !insideProtocol else { return nil }
    let line = tokens[index].line
    switch word {
    case "func":
      guard let name = next else { return nil }
      begin(.function(name.text, line: line, isComputed: false))
      return index + 2
    case "init", "subscript":
      guard let next,
        next.isPunctuation("(") || next.isPunctuation("<")
          || next.isPunctuation("?") || next.isPunctuation("!")
      else { return nil }
      begin(.function(word, line: line, isComputed: false))
      return index + 1
    case "deinit":
      guard next?.isPunctuation("{") == true else { return nil }
      begin(.function(word, line: line, isComputed: false))
      return index + 1
    case "var":
      guard let name = next, name.kind == .identifier, currentFunction == nil else { return nil }
      begin(.function(name.text, line: line, isComputed: true))
      return index + 2
    default:
      return accessor(at: index)
    }
  }

  /// `get {`, `get async throws {`, `set(value) {`, `didSet {`: an accessor.
  mutating func accessor(at index: Int) -> Int? {
    let word = tokens[index].text
    guard Self.accessors.contains(word) else { return nil }
    var after = index + 1
    if token(after)?.isPunctuation("(") == true, word != "get",
      token(after + 1)?.kind == .identifier, token(after + 2)?.isPunctuation(")") == true
    {
      after += 3
    }
    while word == "get", let effect = token(after),
      effect.isWord("async") || effect.isWord("throws")
    {
      after += 1
    }
    guard token(after)?.isPunctuation("{") == true else { return nil }
    begin(.function(word, line: tokens[index].line, isComputed: false))
    return after
  }

  /// A decision keyword counts once for the function it is in; an argument label spelt
  /// like one (`stride(from:to:by:)`'s cousins, `(for: x)`) does not.
  mutating func decision(at index: Int) -> Int {
    let word = tokens[index].text
    if case .function(_, let line, true) = pending, tokens[index].line != line {
      pending = .none  // `var x: Int` without a body: a stored property
    }
    guard Self.decisions.contains(word) else { return index + 1 }
    let isLabel =
      token(index + 1)?.isPunctuation(":") == true
      && (token(index - 1)?.isPunctuation("(") == true
        || token(index - 1)?.isPunctuation(",") == true)
    if !isLabel { addDecision() }
    return index + 1
  }

  /// `&&`, `||` and a ternary `?` (a space before it; `x?.y`, `as?`, `try?` and `??` are
  /// no decision).
  mutating func countOperator(at index: Int) {
    let token = tokens[index]
    guard token.kind == .punctuation else { return }
    switch token.text {
    case "&", "|":
      if self.token(index + 1)?.text == token.text, self.token(index + 1)?.kind == .punctuation,
        touchesPrevious(index + 1),
        !(self.token(index - 1)?.text == token.text && touchesPrevious(index))
      {
        addDecision()
      }
    case "?":
      let doubled =
        (self.token(index + 1)?.isPunctuation("?") == true && touchesPrevious(index + 1))
        || (self.token(index - 1)?.isPunctuation("?") == true && touchesPrevious(index))
      if !doubled, !touchesPrevious(index) { addDecision() }
    default:
      break
    }
  }

  mutating func addDecision() {
    guard let function = currentFunction else { return }
    functions[function].complexity += 1
  }
}
