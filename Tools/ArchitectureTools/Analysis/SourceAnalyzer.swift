/// Lexes and scans Swift source text.
public struct SourceAnalyzer: Sendable {
  private let lexer = SwiftLexer()

  /// Creates an analyzer.
  public init() {}

  /// The facts of one file's text.
  public func analyze(_ text: String) -> SourceFacts {
    let lexed = lexer.lex(text)
    var facts = DeclarationScanner(tokens: lexed.tokens).scan()
    facts.codeLines = lexed.count(.code)
    facts.commentLines = lexed.count(.comment)
    facts.blankLines = lexed.count(.blank)
    return facts
  }
}
