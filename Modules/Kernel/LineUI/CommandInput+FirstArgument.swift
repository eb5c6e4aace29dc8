extension CommandInput {
  /// The first argument and the text typed after it (inner spaces kept), for commands
  /// like `export csv my roster.csv`: (`csv`, `my roster.csv`); `rest` is `nil` when
  /// nothing follows, and the whole is `nil` when there is no argument.
  public var firstArgumentAndRest: (word: String, rest: String?)? {
    guard let word = arguments.first else { return nil }
    let rest = String(argumentText.dropFirst(word.count)).trimmingWhitespace()
    return (word, rest.isEmpty ? nil : rest)
  }
}
