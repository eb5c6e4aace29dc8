import Foundation

extension String {
  /// `trimmingCharacters(in: .whitespacesAndNewlines)`, or `.whitespaces` when `newlines`
  /// is `false`, with the common case first: text that starts and ends with a visible
  /// ASCII character has nothing to trim and is returned as it is, without Foundation's
  /// bridging (an import checks three fields of every row this way).
  public func trimmingWhitespace(newlines: Bool = true) -> String {
    if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first),
      (0x21...0x7E).contains(last)
    {
      return self
    }
    return trimmingCharacters(in: newlines ? .whitespacesAndNewlines : .whitespaces)
  }
}
