/// Why `WholeNumber` refused a text, with the range it allows, so every message about a
/// number says what to type instead.
public struct NumberRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong with the text: not a number, or a number outside the range.
  public enum Reason: Hashable, Sendable {
    /// Not a whole number at all (`x`, `2.5`, `3-`).
    case notWhole
    /// A whole number outside the range (`0`, `-9223372036854775808`, twenty nines).
    case outOfRange
  }

  public let reason: Reason
  /// What was refused, trimmed and cut short (`StringProtocol.echoed`).
  public let echo: String
  /// The whole numbers that would have been accepted.
  public let range: ClosedRange<Int>

  public init(_ reason: Reason, text: String, range: ClosedRange<Int>) {
    self.reason = reason
    self.range = range
    echo = text.echoed
  }

  /// "from 1 to 3".
  public var allowed: String { "from \(range.lowerBound) to \(range.upperBound)" }

  /// "'x' is not a whole number; type one from 1 to 3", "'0' is out of range; type a
  /// whole number from 1 to 3".
  public var message: String {
    switch reason {
    case .notWhole: "'\(echo)' is not a whole number; type one \(allowed)"
    case .outOfRange: "'\(echo)' is out of range; type a whole number \(allowed)"
    }
  }

  public var description: String { message }
}
