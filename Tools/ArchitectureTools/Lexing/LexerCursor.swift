/// The lexer's mutable state over the UTF-8 bytes of one file.
struct LexerCursor {
  enum Context {
    case interpolation(parens: Int)
    case literal(LiteralContext)
  }

  struct LiteralContext {
    var isMultiline: Bool
    var isRegex: Bool
    var hashes: Int
    var tokenIndex: Int
    var contentStart: Int
    var isInterpolated = false
  }

  let bytes: [UInt8]
  var index = 0
  var line = 1
  var lineStart = 0
  var hasCode = false
  var hasComment = false
  var tokens: [Token] = []
  var lines: [LineKind] = []
  var contexts: [Context] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func run() {
    while index < bytes.count {
      if case .literal(let literal)? = contexts.last {
        scanLiteral(literal)
      } else {
        scanCode()
      }
    }
    if index > lineStart || hasCode || hasComment { endLine() }
  }

  // MARK: Lines

  mutating func newline() {
    endLine()
    index += 1
    line += 1
    lineStart = index
  }

  mutating func endLine() {
    lines.append(hasCode ? .code : hasComment ? .comment : .blank)
    hasCode = false
    hasComment = false
  }

  // MARK: Helpers

  func byte(at offset: Int) -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  /// Whether `count` `#` characters start at `offset`.
  func hashesFollow(at offset: Int, count: Int) -> Bool {
    guard offset + count <= bytes.count else { return false }
    var position = offset
    while position < offset + count {
      if bytes[position] != ASCII.hash { return false }
      position += 1
    }
    return true
  }

  var column: Int { index - lineStart + 1 }

  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  mutating func emit(_ kind: TokenKind, from start: Int, text: String, escaped: Bool = false) {
    tokens.append(
      Token(kind, text, line: line, column: start - lineStart + 1, isEscaped: escaped))
  }
}
