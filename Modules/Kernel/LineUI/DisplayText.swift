/// Text that came from data (a player's name, an imported file) shown on one line.
extension String {
  /// The text with line breaks, tabs and other control characters written as visible
  /// escapes (`\n`, `\t`, `\u{1B}`), so a value can never break a screen's layout or
  /// send commands to the terminal. Everything else, including non-ASCII text, is kept.
  public func escapingControlCharacters() -> String {
    guard unicodeScalars.contains(where: \.needsEscaping) else { return self }
    var escaped = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case _ where scalar.needsEscaping:
        escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}

extension Unicode.Scalar {
  /// Control characters and line or paragraph separators: they move the cursor.
  fileprivate var needsEscaping: Bool {
    switch properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
