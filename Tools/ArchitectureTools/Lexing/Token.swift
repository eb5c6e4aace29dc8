/// What kind of source text a token is.
///
/// Comments are never tokens; a string literal is one token at its opening quote,
/// and the code inside its interpolations is lexed into ordinary tokens.
public enum TokenKind: Sendable, Equatable {
  /// A name or keyword: `struct`, `PlayerListView`, `$0`, or `` `class` ``.
  case identifier
  /// An attribute such as `@Test` or `@MainActor`; `text` has no `@`.
  case attribute
  /// A compiler directive such as `#if` or `#available`; `text` has no `#`.
  case directive
  /// A numeric literal.
  case number
  /// A string literal; `text` holds its content when it has no interpolation.
  case string
  /// One punctuation or operator character.
  case punctuation
}

/// One lexical token with its 1-based position (column in UTF-8 bytes, as swiftc counts).
public struct Token: Sendable, Equatable {
  public var kind: TokenKind
  public var text: String
  public var line: Int
  public var column: Int
  /// Whether an identifier was written in backticks (so it is never a keyword).
  public var isEscaped: Bool

  /// Creates a token.
  public init(_ kind: TokenKind, _ text: String, line: Int, column: Int, isEscaped: Bool = false) {
    self.kind = kind
    self.text = text
    self.line = line
    self.column = column
    self.isEscaped = isEscaped
  }

  /// Whether this is the unescaped keyword or identifier `word`.
  public func isWord(_ word: String) -> Bool {
    kind == .identifier && !isEscaped && text == word
  }

  /// Whether this is the punctuation character `character`.
  public func isPunctuation(_ character: String) -> Bool {
    kind == .punctuation && text == character
  }
}

/// How a physical line counts, using cloc's definitions.
///
/// A line holding only whitespace is blank wherever it is (even inside a comment or
/// a multi-line string); a line with any code character (string content included)
/// is code; any other line is a comment line.
public enum LineKind: Sendable, Equatable {
  case blank
  case code
  case comment
}

/// The lexer's result for one file.
public struct LexedSource: Sendable {
  /// Tokens in source order.
  public var tokens: [Token]
  /// One entry per physical line.
  public var lines: [LineKind]

  /// Lines of each kind.
  public func count(_ kind: LineKind) -> Int {
    lines.reduce(0) { $0 + ($1 == kind ? 1 : 0) }
  }
}
