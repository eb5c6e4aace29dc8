import Domain

/// Splits CSV text into rows of fields, keeping the line each row starts on. Works on the
/// text's UTF-8 bytes (every byte that matters to CSV is ASCII); a field becomes a string
/// once, from its bytes, with quotes undoubled only in the fields that have them.
struct CSVScanner {
  struct Row {
    var line: Int
    var fields: [String]
  }

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1

  private static let quote = UInt8(ascii: "\"")
  private static let carriageReturn = UInt8(ascii: "\r")
  private static let lineFeed = UInt8(ascii: "\n")

  /// What separates fields: a comma, a semicolon or a tab.
  private let separator: UInt8

  init(_ text: String, separator: Unicode.Scalar = ",") {
    self.separator = UInt8(ascii: separator)
    bytes = Array(text.utf8)
  }

  /// Every non-blank row. Throws when a quote is not where CSV allows one.
  mutating func rows() throws(RosterFileError) -> [Row] {
    var rows: [Row] = []
    while index < bytes.count {
      let row = Row(line: line, fields: try fields())
      if row.fields != [""] { rows.append(row) }
    }
    return rows
  }

  private func endsField(_ byte: UInt8) -> Bool {
    byte == separator || byte == Self.carriageReturn || byte == Self.lineFeed
  }

  /// The fields up to the end of the line (or of the text).
  private mutating func fields() throws(RosterFileError) -> [String] {
    var fields = [try field()]
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == separator {
        fields.append(try field())
        continue
      }
      if byte == Self.carriageReturn, index < bytes.count, bytes[index] == Self.lineFeed {
        index += 1
      }
      line += 1
      break
    }
    return fields
  }

  /// One field, quoted or not; stops before the comma or line break that ends it.
  private mutating func field() throws(RosterFileError) -> String {
    let start = index
    guard index < bytes.count, bytes[index] == Self.quote else {
      while index < bytes.count, !endsField(bytes[index]) {
        guard bytes[index] != Self.quote else {
          throw problem("a quote inside an unquoted field; quote the field and double the quote")
        }
        index += 1
      }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }
    let openingLine = line
    index += 1
    var text: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == Self.quote {
        guard index < bytes.count, bytes[index] == Self.quote else {
          guard index == bytes.count || endsField(bytes[index]) else {
            throw problem("text after a closing quote; put a comma between fields")
          }
          return String(decoding: text, as: UTF8.self)
        }
        index += 1
      } else if byte == Self.lineFeed {
        line += 1
      }
      text.append(byte)
    }
    line = openingLine
    throw problem("a quoted field is never closed; add the closing quote")
  }

  private func problem(_ reason: String) -> RosterFileError {
    .invalidRows([RosterProblem(line: line, reason: reason)])
  }
}
