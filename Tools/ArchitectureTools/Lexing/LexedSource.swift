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
