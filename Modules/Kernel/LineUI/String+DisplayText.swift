/// Text that came from data (a player's name, an imported file) shown on one line.
extension String {
  /// The text with line breaks, tabs, other control characters and bidirectional controls
  /// written as visible escapes (`\n`, `\t`, `\u{1B}`, `\u{202E}`), so a value can never
  /// break a screen's layout, reorder what follows it, or send commands to the terminal.
  /// Everything else, including non-ASCII text and right-to-left letters, is kept.
  public func escapingControlCharacters() -> String {
    // Printable ASCII needs no escaping: a byte test, no Unicode property look-ups.
    if utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return self }
    guard unicodeScalars.contains(where: Self.needsEscaping) else { return self }
    var escaped = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case _ where Self.needsEscaping(scalar):
        escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// Control characters (C0, DEL and C1, such as U+009B, the one-byte escape sequence
  /// introducer) and line or paragraph separators move the cursor or command the
  /// terminal; bidirectional controls (U+202E) reorder the text around them.
  private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: isBidirectionalControl(scalar)
    }
  }

  /// The explicit direction marks, embeddings, overrides and isolates.
  private static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
