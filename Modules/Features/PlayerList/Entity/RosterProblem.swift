import Domain

/// What is wrong with one row of a roster file, and where.
struct RosterProblem: Equatable, Sendable, CustomStringConvertible {
  /// The line the row starts on; `nil` when the problem is the whole file.
  var line: Int?
  var reason: String
  /// The character on the line where a whole-file problem was found, from 1.
  var column: Int? = nil

  /// "line 3: the age must be a whole number from 5 to 99", "line 2, column 14: ...".
  var description: String {
    guard let line else { return reason }
    return column.map { "line \(line), column \($0): \(reason)" } ?? "line \(line): \(reason)"
  }
}
