/// Lexes and scans Swift source text.
public struct SourceAnalyzer: Sendable {
  private let lexer = SwiftLexer()

  /// Creates an analyzer.
  public init() {}

  /// Tokens lexed at a time: the most a file's analysis holds, whatever its size.
  public static let chunk = 8192

  /// The facts of one file's text.
  public func analyze(_ text: String) -> SourceFacts {
    analyze(bytes: Array(text.utf8))
  }

  /// The facts of one file's UTF-8 bytes, streamed: the lexer hands its tokens to the
  /// scanner `chunk` at a time and the scanner keeps a window of them, so memory grows
  /// with the file's bytes, not with its tokens. `peakTokens` reports the largest window.
  public func analyze(bytes: [UInt8], peakTokens: ((Int) -> Void)? = nil) -> SourceFacts {
    var cursor = LexerCursor(bytes: bytes)
    cursor.recordsLines = false
    var scanner = DeclarationScanner(tokens: [])
    var peak = 0
    while !cursor.isFinished {
      cursor.run(untilTokens: Self.chunk)
      scanner.append(cursor.takeTokens())
      peak = max(peak, scanner.tokens.count)
      scanner.scanAvailable(final: cursor.isFinished)
    }
    peakTokens?(peak)
    var facts = scanner.finish()
    facts.codeLines = cursor.codeLines
    facts.commentLines = cursor.commentLines
    facts.blankLines = cursor.blankLines
    return facts
  }
}
