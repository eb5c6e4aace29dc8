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
