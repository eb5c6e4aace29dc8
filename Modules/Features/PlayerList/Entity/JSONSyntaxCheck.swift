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

  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1
  /// Where the current line starts, to count its characters up to a failure.
  private var lineStart = 0

  /// Checks `text`; throws the first place where it is not JSON.
  static func check(_ text: String) throws(Failure) {
    var check = JSONSyntaxCheck(scalars: Array(text.unicodeScalars))
    try check.value(depth: 0)
    check.skipWhitespace()
    if check.index < check.scalars.count { throw check.failure("text after the end of the JSON") }
  }

  private init(scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private mutating func advance() {
    if scalars[index] == "\n" {
      line += 1
      lineStart = index + 1
    }
    index += 1
  }

  private mutating func skipWhitespace() {
    while let scalar = current, " \t\r\n".unicodeScalars.contains(scalar) { advance() }
  }

  private func failure(_ reason: String) -> Failure {
    var before = String.UnicodeScalarView()
    before.append(contentsOf: scalars[lineStart..<index])
    return Failure(line: line, column: String(before).count + 1, reason: reason)
  }

  /// "'x'", or "the end of the file".
  private var found: String {
    current.map { "'\(Character($0))'" } ?? "the end of the file"
  }

  private mutating func value(depth: Int) throws(Failure) {
    skipWhitespace()
    guard depth < Self.maximumDepth else { throw failure("lists and objects nested too deeply") }
    guard let scalar = current else { throw failure("expected a value, found \(found)") }
    switch scalar {
    case "[": try list(depth: depth)
    case "{": try object(depth: depth)
    case "\"": try string()
    case "-", "0"..."9": try number()
    case "t": try word("true")
    case "f": try word("false")
    case "n": try word("null")
    default:
      throw failure("expected a value (text in double quotes, a number, [ or {), found \(found)")
    }
  }

  private mutating func list(depth: Int) throws(Failure) {
    advance()
    skipWhitespace()
    if current == "]" { return advance() }
    while true {
      try value(depth: depth + 1)
      skipWhitespace()
      switch current {
      case ",": advance()
      case "]": return advance()
      default: throw failure("expected ',' or ']' after a list entry, found \(found)")
      }
    }
  }

  private mutating func object(depth: Int) throws(Failure) {
    advance()
    skipWhitespace()
    if current == "}" { return advance() }
    while true {
      skipWhitespace()
      guard current == "\"" else {
        throw failure("expected a key in double quotes, found \(found)")
      }
      try string()
      skipWhitespace()
      guard current == ":" else { throw failure("expected ':' after the key, found \(found)") }
      advance()
      try value(depth: depth + 1)
      skipWhitespace()
      switch current {
      case ",": advance()
      case "}": return advance()
      default: throw failure("expected ',' or '}' after a value, found \(found)")
      }
    }
  }

  private mutating func string() throws(Failure) {
    advance()
    while let scalar = current {
      switch scalar {
      case "\"": return advance()
      case "\\":
        advance()
        guard let escaped = current, "\"\\/bfnrtu".unicodeScalars.contains(escaped) else {
          throw failure("'\\' must be followed by one of \" \\ / b f n r t u")
        }
        advance()
        if escaped == "u" {
          for _ in 0..<4 {
            guard let digit = current, digit.properties.isASCIIHexDigit else {
              throw failure("'\\u' must be followed by four hexadecimal digits")
            }
            advance()
          }
        }
      case _ where scalar.value < 0x20:
        throw failure("a line break or control character inside text; write it as \\n or \\u00XX")
      default: advance()
      }
    }
    throw failure("text in double quotes is never closed; add the closing quote")
  }

  private mutating func number() throws(Failure) {
    if current == "-" { advance() }
    guard digits() > 0 else { throw failure("expected a digit, found \(found)") }
    if current == "." {
      advance()
      guard digits() > 0 else { throw failure("expected a digit after '.', found \(found)") }
    }
    if current == "e" || current == "E" {
      advance()
      if current == "+" || current == "-" { advance() }
      guard digits() > 0 else { throw failure("expected a digit in the exponent, found \(found)") }
    }
  }

  private mutating func digits() -> Int {
    var count = 0
    while let scalar = current, ("0"..."9").contains(scalar) {
      advance()
      count += 1
    }
    return count
  }

  private mutating func word(_ word: String) throws(Failure) {
    for expected in word.unicodeScalars {
      guard current == expected else {
        throw failure("expected \(word), found \(found)")
      }
      advance()
    }
  }
}
