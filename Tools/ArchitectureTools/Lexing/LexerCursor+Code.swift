extension LexerCursor {
  /// Lexes one item of code (outside string literals).
  mutating func scanCode() {
    let byte = bytes[index]
    if byte == ASCII.newline { return newline() }
    if ASCII.isWhitespace(byte) {
      index += 1
      return
    }
    if byte == ASCII.slash, let next = self.byte(at: index + 1) {
      if next == ASCII.slash { return skipLineComment() }
      if next == ASCII.star { return skipBlockComment() }
    }
    hasCode = true
    switch byte {
    case ASCII.quote: startLiteral(at: index, hashes: 0)
    case ASCII.hash: scanHash()
    case ASCII.at: scanAttribute()
    case ASCII.backtick: scanEscapedIdentifier()
    case ASCII.dollar: scanIdentifier(kind: .identifier, from: index, nameStart: index + 1)
    case ASCII.openParen: scanOpenParen()
    case ASCII.closeParen: scanCloseParen()
    default:
      if ASCII.isIdentifierStart(byte) {
        scanIdentifier(kind: .identifier, from: index, nameStart: index)
      } else if ASCII.isDigit(byte) {
        scanNumber()
      } else {
        emitPunctuation()
      }
    }
  }

  mutating func emitPunctuation() {
    emit(.punctuation, from: index, text: String(UnicodeScalar(bytes[index])))
    index += 1
  }

  mutating func skipLineComment() {
    hasComment = true
    while index < bytes.count, bytes[index] != ASCII.newline { index += 1 }
  }

  /// Skips a block comment, honouring nesting (`/* /* */ */` is one comment).
  mutating func skipBlockComment() {
    hasComment = true
    index += 2
    var depth = 1
    while index < bytes.count, depth > 0 {
      let byte = bytes[index]
      let next = self.byte(at: index + 1)
      if byte == ASCII.slash, next == ASCII.star {
        depth += 1
        index += 2
        hasComment = true
      } else if byte == ASCII.star, next == ASCII.slash {
        depth -= 1
        index += 2
        hasComment = true
      } else if byte == ASCII.newline {
        newline()
      } else {
        if !ASCII.isWhitespace(byte) { hasComment = true }
        index += 1
      }
    }
  }

  /// `#"raw"#`, `#/regex/#`, `#if`, or a lone `#`.
  mutating func scanHash() {
    var end = index
    while end < bytes.count, bytes[end] == ASCII.hash { end += 1 }
    let hashes = end - index
    switch byte(at: end) {
    case ASCII.quote?: startLiteral(at: index, hashes: hashes)
    case ASCII.slash?: startRegex(hashes: hashes)
    case let next? where hashes == 1 && ASCII.isIdentifierStart(next):
      scanIdentifier(kind: .directive, from: index, nameStart: end)
    default: emitPunctuation()
    }
  }

  mutating func scanAttribute() {
    guard let next = byte(at: index + 1), ASCII.isIdentifierStart(next) else {
      return emitPunctuation()
    }
    scanIdentifier(kind: .attribute, from: index, nameStart: index + 1)
  }

  mutating func scanIdentifier(kind: TokenKind, from start: Int, nameStart: Int) {
    index = nameStart
    while index < bytes.count, ASCII.isIdentifierContinue(bytes[index]) { index += 1 }
    let textStart = kind == .identifier ? start : nameStart
    emit(kind, from: start, text: text(textStart..<index))
  }

  mutating func scanEscapedIdentifier() {
    let start = index
    var end = index + 1
    while end < bytes.count, bytes[end] != ASCII.backtick, bytes[end] != ASCII.newline {
      end += 1
    }
    guard end < bytes.count, bytes[end] == ASCII.backtick else { return emitPunctuation() }
    index = end + 1
    emit(.identifier, from: start, text: text(start + 1..<end), escaped: true)
  }

  mutating func scanNumber() {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if ASCII.isIdentifierContinue(byte) {
        index += 1
      } else if byte == ASCII.dot, let next = self.byte(at: index + 1), ASCII.isDigit(next) {
        index += 2
      } else {
        break
      }
    }
    emit(.number, from: start, text: text(start..<index))
  }

  mutating func scanOpenParen() {
    if case .interpolation(let parens)? = contexts.last {
      contexts[contexts.count - 1] = .interpolation(parens: parens + 1)
    }
    emitPunctuation()
  }

  mutating func scanCloseParen() {
    guard case .interpolation(let parens)? = contexts.last else { return emitPunctuation() }
    if parens == 0 {
      contexts.removeLast()  // back inside the string literal
      index += 1
    } else {
      contexts[contexts.count - 1] = .interpolation(parens: parens - 1)
      emitPunctuation()
    }
  }
}
