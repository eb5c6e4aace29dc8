/// How many terminal columns text takes: most characters take one, emoji and East Asian
/// wide characters take two (as terminals draw them), so tables stay aligned.
extension String {
  public var displayWidth: Int {
    // Printable ASCII (most names) is one column a byte: no grapheme or Unicode look-ups.
    if utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return utf8.count }
    return reduce(0) { $0 + $1.displayWidth }
  }
}

extension Substring {
  /// As `String.displayWidth` (the text before the cursor in the line editor).
  public var displayWidth: Int { String(self).displayWidth }
}

extension Character {
  /// 2 for emoji shown as pictures and for East Asian wide or full-width characters,
  /// 1 for everything else (combining marks belong to the character they follow).
  public var displayWidth: Int {
    guard let first = unicodeScalars.first else { return 0 }
    if unicodeScalars.contains(where: \.properties.isEmojiPresentation)
      || (unicodeScalars.contains("\u{FE0F}") && first.properties.isEmoji)
    {
      return 2
    }
    return first.isEastAsianWide ? 2 : 1
  }
}

extension Unicode.Scalar {
  /// The wide and full-width blocks of Unicode's East Asian Width property.
  fileprivate var isEastAsianWide: Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
      0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      true
    default:
      false
    }
  }
}
