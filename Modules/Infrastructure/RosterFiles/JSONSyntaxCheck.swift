import Domain

/// Where JSON text stops being JSON (RFC 8259), for a problem report that names the line
/// and column, as an editor counts them (from 1; a column is one character).
struct JSONSyntaxCheck {
  /// The first syntax error: its line, column and what was expected there.
  struct Failure: Error, Equatable {
    var line: Int
    var column: Int
    var reason: String
  }

  /// Deeper nesting than a roster needs is refused rather than risking the stack.
  static let maximumDepth = 64

  /// The text's UTF-8 bytes: every character JSON gives a meaning to is ASCII, and a
  /// character of the text is counted only where a failure names its column.
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  /// Where the current line starts, to count its characters up to a failure.
  private var lineStart = 0

  /// Checks `text`; throws the first place where it is not JSON.
  static func check(_ text: String) throws(Failure) {
    var check = JSONSyntaxCheck(bytes: Array(text.utf8))
    try check.value(depth: 0)
    check.skipWhitespace()
    if check.index < check.bytes.count { throw check.failure("text after the end of the JSON") }
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func advance() {
    if bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    index += 1
  }

  private mutating func skipWhitespace() {
    // A switch on the scalar's value, not a search of a string of the four: this runs for
    // every space of a pretty-printed file (a third of an exported roster's bytes).
    while let byte = current {
      switch byte {
      case 0x20, 0x09, 0x0D, 0x0A: advance()
      default: return
      }
    }
  }

  private func failure(_ reason: String) -> Failure {
    // `index` is where a character starts: every check stops on an ASCII byte, the end, or
    // the first byte of a character it does not expect.
    let before = String(decoding: bytes[lineStart..<index], as: UTF8.self)
    return Failure(line: line, column: before.count + 1, reason: reason)
  }

  /// "'x'", or "the end of the file".
  private var found: String {
    let character = String(decoding: bytes[index...].prefix(4), as: UTF8.self).unicodeScalars.first
    return character.map { "'\(Character($0))'" } ?? "the end of the file"
  }

  private mutating func value(depth: Int) throws(Failure) {
    skipWhitespace()
    guard depth < Self.maximumDepth else { throw failure("lists and objects nested too deeply") }
    guard let byte = current else { throw failure("expected a value, found \(found)") }
    switch byte {
    case UInt8(ascii: "["): try list(depth: depth)
    case UInt8(ascii: "{"): try object(depth: depth)
    case UInt8(ascii: "\""): try string()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
    case UInt8(ascii: "t"): try word("true")
    case UInt8(ascii: "f"): try word("false")
    case UInt8(ascii: "n"): try word("null")
    default:
      throw failure("expected a value (text in double quotes, a number, [ or {), found \(found)")
    }
  }

  private mutating func list(depth: Int) throws(Failure) {
    advance()
    skipWhitespace()
    if current == UInt8(ascii: "]") { return advance() }
    while true {
      try value(depth: depth + 1)
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): advance()
      case UInt8(ascii: "]"): return advance()
      default: throw failure("expected ',' or ']' after a list entry, found \(found)")
      }
    }
  }

  private mutating func object(depth: Int) throws(Failure) {
    advance()
    skipWhitespace()
    if current == UInt8(ascii: "}") { return advance() }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else {
        throw failure("expected a key in double quotes, found \(found)")
      }
      try string()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else {
        throw failure("expected ':' after the key, found \(found)")
      }
      advance()
      try value(depth: depth + 1)
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): advance()
      case UInt8(ascii: "}"): return advance()
      default: throw failure("expected ',' or '}' after a value, found \(found)")
      }
    }
  }

  private mutating func string() throws(Failure) {
    advance()
    while let byte = current {
      switch byte {
      case UInt8(ascii: "\""): return advance()
      case UInt8(ascii: "\\"):
        advance()
        guard let escaped = current, Self.escapes.contains(escaped) else {
          throw failure("'\\' must be followed by one of \" \\ / b f n r t u")
        }
        advance()
        if escaped == UInt8(ascii: "u") {
          for _ in 0..<4 {
            guard let digit = current, Self.isHexDigit(digit) else {
              throw failure("'\\u' must be followed by four hexadecimal digits")
            }
            advance()
          }
        }
      case ..<0x20:
        throw failure("a line break or control character inside text; write it as \\n or \\u00XX")
      default: advance()
      }
    }
    throw failure("text in double quotes is never closed; add the closing quote")
  }

  /// What may follow a backslash in text.
  private static let escapes = Set("\"\\/bfnrtu".utf8)

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
      UInt8(ascii: "A")...UInt8(ascii: "F"):
      true
    default: false
    }
  }

  private mutating func number() throws(Failure) {
    if current == UInt8(ascii: "-") { advance() }
    guard digits() > 0 else { throw failure("expected a digit, found \(found)") }
    if current == UInt8(ascii: ".") {
      advance()
      guard digits() > 0 else { throw failure("expected a digit after '.', found \(found)") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      advance()
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
      guard digits() > 0 else { throw failure("expected a digit in the exponent, found \(found)") }
    }
  }

  private mutating func digits() -> Int {
    var count = 0
    while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      advance()
      count += 1
    }
    return count
  }

  private mutating func word(_ word: String) throws(Failure) {
    for expected in word.utf8 {
      guard current == expected else {
        throw failure("expected \(word), found \(found)")
      }
      advance()
    }
  }
}
