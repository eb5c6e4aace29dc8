import ArchitectureTools
import Testing

@Suite("Lexer: comments, strings and line kinds")
struct LexerTests {
  private let lexer = SwiftLexer()

  private func kinds(_ source: String) -> [LineKind] {
    lexer.lex(source).lines
  }

  @Test func countsCodeCommentAndBlankLines() {
    let source = "import Foundation\n\n// a comment\nlet x = 1  // trailing\n   \n"
    #expect(kinds(source) == [.code, .blank, .comment, .code, .blank])
  }

  @Test func lastLineWithoutNewlineCounts() {
    #expect(kinds("let a = 1\nlet b = 2") == [.code, .code])
  }

  @Test func nestedBlockCommentsEndAtTheirOwnClose() {
    let source = "/* outer\n /* inner */\n still comment */\nlet x = 1\n"
    #expect(kinds(source) == [.comment, .comment, .comment, .code])
  }

  @Test func blankLineInsideBlockCommentIsBlank() {
    #expect(kinds("/*\n\n*/\n") == [.comment, .blank, .comment])
  }

  @Test func codeAfterBlockCommentOnSameLineIsCode() {
    #expect(kinds("/* note */ let x = 1\n") == [.code])
  }

  @Test func slashesInsideStringAreNotComments() {
    let lexed = lexer.lex("let url = \"https://example.com\" // real comment\n")
    #expect(lexed.lines == [.code])
    #expect(lexed.tokens.contains { $0.kind == .string && $0.text == "https://example.com" })
  }

  @Test func multiLineStringContentIsCode() {
    let source = "let s = \"\"\"\n  // not a comment\n  /* nor this\n\n  \"\"\"\nlet y = 2\n"
    #expect(kinds(source) == [.code, .code, .code, .blank, .code, .code])
  }

  @Test func commentMarkersAfterMultiLineStringAreComments() {
    let source = "let s = \"\"\"\n  text \"quoted\" \"\"\n  \"\"\"\n// comment\n"
    #expect(kinds(source) == [.code, .code, .code, .comment])
  }

  @Test func rawStringsIgnoreQuotesAndBackslashes() {
    let source = "let r = #\"a \"quote\" \\(not) // x\"#\n// c\n"
    let lexed = lexer.lex(source)
    #expect(lexed.lines == [.code, .comment])
    #expect(lexed.tokens.contains { $0.kind == .string && $0.text == "a \"quote\" \\(not) // x" })
  }

  @Test func rawStringInterpolationLexesCode() {
    let lexed = lexer.lex("let r = #\"id: \\#(Player.self)\"#\n")
    #expect(lexed.tokens.contains { $0.text == "Player" })
  }

  @Test func interpolationWithNestedStringsAndParens() {
    let source = "let s = \"a \\(f(\"b)\" + \"c\")) // x\" // comment\nlet t = 1\n"
    let lexed = lexer.lex(source)
    #expect(lexed.lines == [.code, .code])
    let names = lexed.tokens.filter { $0.kind == .identifier }.map(\.text)
    #expect(names == ["let", "s", "f", "let", "t"])
  }

  @Test func interpolationInsideMultiLineString() {
    let source = "let s = \"\"\"\n  \\(value.map { \"\\($0)\" })\n  \"\"\"\n/* done */\n"
    #expect(kinds(source) == [.code, .code, .code, .comment])
  }

  @Test func escapedQuoteDoesNotEndString() {
    let lexed = lexer.lex("let s = \"say \\\"hi\\\" // no\"\nlet t = 1\n")
    #expect(lexed.lines == [.code, .code])
    #expect(lexed.tokens.filter { $0.kind == .identifier }.count == 4)
  }

  @Test func extendedRegexLiteralIsCode() {
    #expect(kinds("let r = #/ab // c/#\n// c\n") == [.code, .comment])
  }

  @Test func unterminatedStringStopsAtEndOfLine() {
    #expect(kinds("let s = \"oops\nlet t = 1\n") == [.code, .code])
  }

  @Test func tokensCarryPositionsAndKinds() {
    let lexed = lexer.lex("@MainActor\n  #if os(Linux)\nlet `class` = 1.5\n")
    #expect(lexed.tokens[0] == Token(.attribute, "MainActor", line: 1, column: 1))
    #expect(lexed.tokens[1] == Token(.directive, "if", line: 2, column: 3))
    let escaped = lexed.tokens.first { $0.isEscaped }
    #expect(escaped?.text == "class")
    #expect(lexed.tokens.contains(Token(.number, "1.5", line: 3, column: 15)))
  }
}
