/// A Swift lexer that gets comments and string literals right.
///
/// It handles line comments, nested block comments, `//` inside strings, multi-line
/// `"""` strings, raw strings (`#"..."#`, any number of `#`), interpolation
/// (`\(...)`, `\#(...)` in raw strings, nesting strings inside interpolations) and
/// extended regex literals (`#/.../#`). Bare `/.../` regex literals are lexed as
/// operators, as cloc does.
///
/// It never fails: malformed input (an unterminated string) is recovered at the end
/// of the line so that one bad file cannot swallow the rest of a report.
public struct SwiftLexer: Sendable {
  /// Creates a lexer.
  public init() {}

  /// Lexes `text` into tokens and per-line kinds.
  public func lex(_ text: String) -> LexedSource {
    var cursor = LexerCursor(bytes: Array(text.utf8))
    cursor.run()
    return LexedSource(tokens: cursor.tokens, lines: cursor.lines)
  }
}

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

/// Byte constants the lexer compares against.
enum ASCII {
  static let newline = UInt8(ascii: "\n")
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let carriageReturn = UInt8(ascii: "\r")
  static let slash = UInt8(ascii: "/")
  static let star = UInt8(ascii: "*")
  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let at = UInt8(ascii: "@")
  static let backtick = UInt8(ascii: "`")
  static let backslash = UInt8(ascii: "\\")
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")
  static let dollar = UInt8(ascii: "$")
  static let dot = UInt8(ascii: ".")
  static let underscore = UInt8(ascii: "_")

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || byte == carriageReturn || byte == 0x0B || byte == 0x0C
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      || byte == underscore || byte >= 0x80
  }

  static func isIdentifierContinue(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
  }
}
