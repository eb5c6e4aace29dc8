/// The one way the app reads a whole number from text: what a user types (`pick 3`,
/// `age 31`, `time 25:00`, `score 3-2`) and what a file holds (a CSV or JSON `age`).
///
/// It reads optional sign and ASCII digits only, checks every step of the arithmetic, and
/// refuses what is not a whole number or does not fit `range` with a `NumberRefusal` that
/// names the range; it never traps, whatever the text. A value it returns lies in
/// `range`, so a caller that keeps its range small can compute with it freely (`minutes
/// * 60` for minutes in `0...5_400`). Code that reads numbers calls this, never `Int(_:)`
/// (a test scans the sources for it).
public enum WholeNumber {
  /// The whole number `text` spells, within `range`. Spaces around it are ignored.
  public static func parse(_ text: some StringProtocol, in range: ClosedRange<Int>)
    throws(NumberRefusal) -> Int
  {
    if let value = digitsOnly(text.utf8) {
      guard range.contains(value) else {
        throw NumberRefusal(.outOfRange, text: String(text), range: range)
      }
      return value
    }
    let trimmed = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
    switch reading(Array(trimmed.reversed())) {
    case .notWhole: throw NumberRefusal(.notWhole, text: String(text), range: range)
    case .value(let value) where range.contains(value): return value
    case .value, .tooLong: throw NumberRefusal(.outOfRange, text: String(text), range: range)
    }
  }

  /// The whole numbers either side of `separator` (`3-2`, `25:00`), each within its range.
  /// Exactly one separator: `3-2-1` and `-3-2` are not pairs.
  public static func pair(
    _ text: some StringProtocol, separatedBy separators: Set<Character>,
    in first: ClosedRange<Int>, _ second: ClosedRange<Int>
  ) throws(NumberRefusal) -> (Int, Int) {
    let parts = text.split(omittingEmptySubsequences: false, whereSeparator: separators.contains)
    guard parts.count == 2, parts.allSatisfy({ $0.first?.isASCIIDigit == true }) else {
      throw NumberRefusal(.notWhole, text: String(text), range: first)
    }
    return (try parse(parts[0], in: first), try parse(parts[1], in: second))
  }

  private enum Reading {
    case notWhole
    /// Digits too many for `Int`.
    case tooLong
    case value(Int)
  }

  /// The value of text made of 1 to 18 ASCII digits and nothing else (an import's `31`),
  /// read from its bytes; `nil` for any other text, which `reading` then decides.
  private static func digitsOnly(_ bytes: some Collection<UInt8>) -> Int? {
    guard (1...18).contains(bytes.count) else { return nil }
    var value = 0
    for byte in bytes {
      guard (0x30...0x39).contains(byte) else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    return value
  }

  private static func reading(_ characters: [Character]) -> Reading {
    var digits = characters[...]
    let negative = digits.first == "-"
    if negative || digits.first == "+" { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return .notWhole }
    var value = 0
    for digit in digits {
      let step = Int(digit.asciiValue ?? 48) - 48
      let (shifted, shiftOverflow) = value.multipliedReportingOverflow(by: 10)
      let (next, addOverflow) =
        negative
        ? shifted.subtractingReportingOverflow(step) : shifted.addingReportingOverflow(step)
      guard !shiftOverflow, !addOverflow else { return .tooLong }
      value = next
    }
    return .value(value)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) && isASCII }
}
