/// Byte constants the lexer compares against.
enum ASCII {
  static let newline = UInt8(ascii: "\n")
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let carriageReturn = UInt8(ascii: "\r")
  static let slash = UInt8(ascii: "/")
  static let star = UInt8(ascii: "*")
  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let at = UInt8(ascii: "@")
  static let backtick = UInt8(ascii: "`")
  static let backslash = UInt8(ascii: "\\")
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")
  static let dollar = UInt8(ascii: "$")
  static let dot = UInt8(ascii: ".")
  static let underscore = UInt8(ascii: "_")

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || byte == carriageReturn || byte == 0x0B || byte == 0x0C
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      || byte == underscore || byte >= 0x80
  }

  static func isIdentifierContinue(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
  }
}
