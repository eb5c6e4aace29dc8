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
