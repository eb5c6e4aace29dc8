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
