extension LexerCursor {
  /// Starts a string literal whose first `#` or `"` is at `start`.
  mutating func startLiteral(at start: Int, hashes: Int) {
    let quote = start + hashes
    let isMultiline = byte(at: quote + 1) == ASCII.quote && byte(at: quote + 2) == ASCII.quote
    emit(.string, from: start, text: "")
    index = quote + (isMultiline ? 3 : 1)
    contexts.append(
      .literal(
        LiteralContext(
          isMultiline: isMultiline, isRegex: false, hashes: hashes,
          tokenIndex: tokenBase + tokens.count - 1, contentStart: index)))
  }

  /// Starts an extended regex literal `#/.../#`.
  mutating func startRegex(hashes: Int) {
    emit(.string, from: index, text: "")
    index += hashes + 1
    contexts.append(
      .literal(
        LiteralContext(
          isMultiline: true, isRegex: true, hashes: hashes,
          tokenIndex: tokenBase + tokens.count - 1, contentStart: index)))
  }

  /// Lexes literal content until the literal closes or an interpolation opens.
  mutating func scanLiteral(_ literal: LiteralContext) {
    while index < bytes.count {
      let current = bytes[index]
      if current == ASCII.newline {
        if !literal.isMultiline { return closeLiteral(literal, contentEnd: index, length: 0) }
        newline()
        continue
      }
      if ASCII.isWhitespace(current) {
        index += 1
        continue
      }
      hasCode = true
      if literal.isRegex {
        if current == ASCII.slash, hashesFollow(at: index + 1, count: literal.hashes) {
          return closeLiteral(literal, contentEnd: index, length: 1 + literal.hashes)
        }
        index += 1
        continue
      }
      if current == ASCII.backslash, hashesFollow(at: index + 1, count: literal.hashes) {
        let after = index + 1 + literal.hashes
        if byte(at: after) == ASCII.openParen {
          index = after + 1
          var updated = literal
          updated.isInterpolated = true
          contexts[contexts.count - 1] = .literal(updated)
          contexts.append(.interpolation(parens: 0))
          return
        }
        index = after
        if index < bytes.count, bytes[index] != ASCII.newline { index += 1 }
        continue
      }
      if current == ASCII.quote, let length = closingLength(literal) {
        return closeLiteral(literal, contentEnd: index, length: length)
      }
      index += 1
    }
  }

  /// The length of the closing delimiter at `index`, if one is there.
  func closingLength(_ literal: LiteralContext) -> Int? {
    if literal.isMultiline {
      guard byte(at: index + 1) == ASCII.quote, byte(at: index + 2) == ASCII.quote,
        hashesFollow(at: index + 3, count: literal.hashes)
      else { return nil }
      return 3 + literal.hashes
    }
    return hashesFollow(at: index + 1, count: literal.hashes) ? 1 + literal.hashes : nil
  }

  mutating func closeLiteral(_ literal: LiteralContext, contentEnd: Int, length: Int) {
    // A literal's text is kept when its token is still here and it is short (what the
    // manifest reader needs); a megabyte-long literal is not copied again.
    let local = literal.tokenIndex - tokenBase
    if !literal.isInterpolated, literal.contentStart <= contentEnd, tokens.indices.contains(local),
      contentEnd - literal.contentStart <= 4096
    {
      tokens[local].text = text(literal.contentStart..<contentEnd)
    }
    index = contentEnd + length
    contexts.removeLast()
  }
}
