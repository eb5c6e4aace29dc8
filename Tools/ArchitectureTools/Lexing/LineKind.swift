/// How a physical line counts, using cloc's definitions.
///
/// A line holding only whitespace is blank wherever it is (even inside a comment or
/// a multi-line string); a line with any code character (string content included)
/// is code; any other line is a comment line.
public enum LineKind: Sendable, Equatable {
  case blank
  case code
  case comment
}
