extension NameRule {
  /// `checked`'s answer for the common name, found in one pass over its UTF-8 bytes: text
  /// that is printable ASCII (U+0020 to U+007E) once the ASCII white space at its ends is
  /// trimmed, neither empty nor longer than `maximumLength`. `nil` for anything else (a
  /// byte outside that range, nothing left, too long), which the full rule then decides,
  /// so both give the same name or the same refusal. An import checks two names a row.
  static func asciiChecked(_ text: String, maximumLength: Int) -> String? {
    let answer = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      var start = 0
      var end = bytes.count
      while start < end, isASCIIWhitespace(bytes[start]) { start += 1 }
      while end > start, isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
      guard start < end, end - start <= maximumLength else { return nil }
      guard bytes[start..<end].allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
      guard start > 0 || end < bytes.count else { return text }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
    return answer ?? nil
  }

  /// Tab, line feed, vertical tab, form feed, carriage return and space: the ASCII
  /// characters `Character.isWhitespace` is true for.
  private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }
}
