/// What is wrong with one row of a roster file, and where.
public struct RosterProblem: Equatable, Sendable, CustomStringConvertible {
  /// The line the row starts on; `nil` when the problem is the whole file.
  public var line: Int?
  /// What is wrong, as the user reads it.
  public var reason: String
  /// The character on the line where a whole-file problem was found, from 1.
  public var column: Int?

  /// A problem on `line` (`nil`: the whole file), at `column` when known.
  public init(line: Int?, reason: String, column: Int? = nil) {
    self.line = line
    self.reason = reason
    self.column = column
  }

  /// "line 3: the age must be a whole number from 5 to 99", "line 2, column 14: ...".
  public var description: String {
    guard let line else { return reason }
    return column.map { "line \(line), column \($0): \(reason)" } ?? "line \(line): \(reason)"
  }
}
