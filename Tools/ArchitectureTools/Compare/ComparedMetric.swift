/// The metrics `compare` can show, by their command-line names.
public enum ComparedMetric: String, Sendable, CaseIterable {
  case files, code, comment, blank, types, functions, `public`, tests
  /// Test code lines (cloc's code lines of the test files) classified in the row.
  case testCode = "test-code"

  func value(_ tally: Tally) -> Int {
    switch self {
    case .files: return tally.files
    case .code: return tally.code
    case .comment: return tally.comment
    case .blank: return tally.blank
    case .types: return tally.declaredTypes
    case .functions: return tally.functions
    case .public: return tally.publicDeclarations
    case .tests: return tally.tests
    case .testCode: return tally.testCode
    }
  }
}
