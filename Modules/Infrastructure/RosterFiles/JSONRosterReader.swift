import Domain

/// Reads JSON text that `JSONSyntaxCheck` has accepted, in one pass over its bytes: the
/// top-level value, and for a list the line each entry starts on and the entry itself
/// (objects with their members; what a roster cannot use inside them, nested lists and
/// objects, is skipped, not built).
struct JSONRosterReader {
  // Internal rather than private: the string reading (`+Strings`) moves along them too.
  let bytes: [UInt8]
  var index = 0
  var line = 1

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The entries of a top-level list with their lines; `nil` when the text is not a list.
  mutating func entries() -> [(line: Int, value: JSONValue)]? {
    skipWhitespace()
    guard peek == UInt8(ascii: "[") else { return nil }
    index += 1
    var entries: [(line: Int, value: JSONValue)] = []
    skipWhitespace()
    if peek == UInt8(ascii: "]") { return entries }
    while index < bytes.count {
      skipWhitespace()
      let start = line
      entries.append((start, value(keepingMembers: true)))
      skipWhitespace()
      guard peek == UInt8(ascii: ",") else { break }
      index += 1
    }
    return entries
  }

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      if byte == 0x0A { line += 1 }
      index += 1
    }
  }

  /// The value at `index`; inside an entry (`keepingMembers` false) lists and objects
  /// are skipped and stand for themselves without their contents.
  private mutating func value(keepingMembers: Bool) -> JSONValue {
    switch peek {
    case UInt8(ascii: "\""): return .text(string())
    case UInt8(ascii: "{"): return object(keepingMembers: keepingMembers)
    case UInt8(ascii: "["):
      skipContainer()
      return .list([])
    case UInt8(ascii: "t"), UInt8(ascii: "f"):
      index += peek == UInt8(ascii: "t") ? 4 : 5
      return .bool
    case UInt8(ascii: "n"):
      index += 4
      return .null
    default: return .number(number())
    }
  }

  private mutating func object(keepingMembers: Bool) -> JSONValue {
    guard keepingMembers else {
      skipContainer()
      return .object([:])
    }
    index += 1
    var members: [String: JSONValue] = [:]
    while true {
      skipWhitespace()
      guard peek == UInt8(ascii: "\"") else { break }
      let key = string()
      skipWhitespace()
      index += 1  // the colon
      skipWhitespace()
      members[key] = value(keepingMembers: false)
      skipWhitespace()
      guard peek == UInt8(ascii: ",") else { break }
      index += 1
    }
    index += 1  // the closing brace
    return .object(members)
  }

  /// Steps over a list or object, counting its lines.
  private mutating func skipContainer() {
    var depth = 0
    repeat {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        _ = string()
        continue
      case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      case 0x0A: line += 1
      default: break
      }
      index += 1
    } while depth > 0 && index < bytes.count
  }

  /// A number as JSONDecoder would give it back: a whole number as `Int` writes it, any
  /// other as `Double` writes it.
  private mutating func number() -> String {
    let start = index
    while let byte = peek,
      byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
        || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        || (0x30...0x39).contains(byte)
    {
      index += 1
    }
    let literal = String(decoding: bytes[start..<index], as: UTF8.self)
    if let whole = try? WholeNumber.parse(literal, in: Int.min...Int.max) {
      return String(whole)
    }
    guard let number = Double(literal) else { return literal }
    // A whole number written with a fraction or exponent (31.0, 4e1) reads as that number.
    if number.rounded() == number, abs(number) < 9e18 { return String(Int(number)) }
    return String(number)
  }
}
