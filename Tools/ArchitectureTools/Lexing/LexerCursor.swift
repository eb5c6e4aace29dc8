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
  /// Tokens handed out by `takeTokens()` before `tokens[0]`.
  var tokenBase = 0
  /// Every line's kind, when `recordsLines` (the streaming analyzer only counts them).
  var lines: [LineKind] = []
  var recordsLines = true
  var codeLines = 0
  var commentLines = 0
  var blankLines = 0
  var contexts: [Context] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func run() {
    run(untilTokens: .max)
  }

  /// Lexes until `limit` tokens are waiting or the text ends (then the last line ends).
  mutating func run(untilTokens limit: Int) {
    while index < bytes.count, tokens.count < limit {
      if case .literal(let literal)? = contexts.last {
        scanLiteral(literal)
      } else {
        scanCode()
      }
    }
    if index >= bytes.count, !isFinished {
      isFinished = true
      if index > lineStart || hasCode || hasComment { endLine() }
    }
  }

  var isFinished = false

  /// The tokens lexed so far, handed over and forgotten (streaming).
  mutating func takeTokens() -> [Token] {
    let taken = tokens
    tokenBase += tokens.count
    tokens.removeAll(keepingCapacity: true)
    return taken
  }

  // MARK: Lines

  mutating func newline() {
    endLine()
    index += 1
    line += 1
    lineStart = index
  }

  mutating func endLine() {
    let kind: LineKind = hasCode ? .code : hasComment ? .comment : .blank
    switch kind {
    case .code: codeLines += 1
    case .comment: commentLines += 1
    case .blank: blankLines += 1
    }
    if recordsLines { lines.append(kind) }
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
