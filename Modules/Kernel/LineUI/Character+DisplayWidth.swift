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
    return Self.isEastAsianWide(first) ? 2 : 1
  }

  /// The wide and full-width blocks of Unicode's East Asian Width property.
  private static func isEastAsianWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
      0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      true
    default:
      false
    }
  }
}
