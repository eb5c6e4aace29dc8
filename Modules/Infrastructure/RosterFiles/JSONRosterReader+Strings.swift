import Domain

/// JSON strings: the plain ones straight from their bytes, escapes decoded only in the
/// strings that have them.
extension JSONRosterReader {
  /// A string with its escapes decoded; `index` is on its opening quote.
  mutating func string() -> String {
    index += 1
    let start = index
    while bytes[index] != UInt8(ascii: "\"") {
      if bytes[index] == UInt8(ascii: "\\") { return escapedString(from: start) }
      index += 1
    }
    defer { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func escapedString(from start: Int) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars)
    var pendingHigh: UInt32?
    while bytes[index] != UInt8(ascii: "\"") {
      guard bytes[index] == UInt8(ascii: "\\") else {
        let end = bytes[index...].firstIndex {
          $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
        }
        scalars.append(
          contentsOf: String(decoding: bytes[index..<(end ?? bytes.count)], as: UTF8.self)
            .unicodeScalars)
        index = end ?? bytes.count
        continue
      }
      let escape = bytes[index + 1]
      index += 2
      let simple: Unicode.Scalar? =
        switch escape {
        case UInt8(ascii: "n"): "\n"
        case UInt8(ascii: "t"): "\t"
        case UInt8(ascii: "r"): "\r"
        case UInt8(ascii: "b"): "\u{8}"
        case UInt8(ascii: "f"): "\u{C}"
        case UInt8(ascii: "u"): nil
        default: Unicode.Scalar(escape)
        }
      if let simple {
        scalars.append(simple)
        continue
      }
      let code =
        UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16) ?? 0xFFFD
      index += 4
      if (0xD800..<0xDC00).contains(code) {
        pendingHigh = code
      } else if (0xDC00..<0xE000).contains(code), let high = pendingHigh {
        pendingHigh = nil
        scalars.append(
          Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)) ?? "\u{FFFD}")
      } else {
        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
      }
    }
    index += 1
    return String(scalars)
  }
}
