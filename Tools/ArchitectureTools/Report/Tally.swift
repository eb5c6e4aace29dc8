/// Totals over a set of files: one row of a report.
///
/// Line, type, function and public-API counts are over production files; `tests`,
/// `testFiles` and `testCode` are over test files. `code + testCode` is what cloc calls
/// code for the same files.
public struct Tally: Sendable, Hashable, Encodable {
  public var name: String
  public var files = 0
  public var code = 0
  public var comment = 0
  public var blank = 0
  /// Declarations by kind, extensions included.
  public var types: [String: Int] = Dictionary(
    uniqueKeysWithValues: TypeKind.allCases.map { ($0.rawValue, 0) })
  public var declaredTypes = 0
  public var functions = 0
  public var publicDeclarations = 0
  public var tests = 0
  public var testFiles = 0
  public var testCode = 0

  /// An empty row.
  public init(name: String) {
    self.name = name
  }

  /// Test code lines per production code line, rounded to three places (0 without code).
  public var testToCodeRatio: Double {
    code == 0 ? 0 : (Double(testCode) / Double(code) * 1000).rounded() / 1000
  }

  /// Adds one file.
  public mutating func add(_ file: SourceFile) {
    let facts = file.facts
    if file.isTest {
      testFiles += 1
      testCode += facts.codeLines
      tests += facts.tests
      return
    }
    files += 1
    code += facts.codeLines
    comment += facts.commentLines
    blank += facts.blankLines
    for declaration in facts.typeDeclarations {
      types[declaration.kind.rawValue, default: 0] += 1
    }
    declaredTypes += facts.declaredTypeCount
    functions += facts.functions
    publicDeclarations += facts.publicDeclarations
    tests += facts.tests
  }

  /// Declarations of `kind`.
  public func count(of kind: TypeKind) -> Int { types[kind.rawValue] ?? 0 }

  /// A row summing `files`.
  public static func of(_ name: String, _ files: some Sequence<SourceFile>) -> Tally {
    var tally = Tally(name: name)
    for file in files { tally.add(file) }
    return tally
  }
}

extension Tally {
  enum CodingKeys: String, CodingKey {
    case name, files, code, comment, blank, types, declaredTypes, functions
    case publicDeclarations, tests, testFiles, testCode, testToCodeRatio
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(files, forKey: .files)
    try container.encode(code, forKey: .code)
    try container.encode(comment, forKey: .comment)
    try container.encode(blank, forKey: .blank)
    try container.encode(types, forKey: .types)
    try container.encode(declaredTypes, forKey: .declaredTypes)
    try container.encode(functions, forKey: .functions)
    try container.encode(publicDeclarations, forKey: .publicDeclarations)
    try container.encode(tests, forKey: .tests)
    try container.encode(testFiles, forKey: .testFiles)
    try container.encode(testCode, forKey: .testCode)
    try container.encode(testToCodeRatio, forKey: .testToCodeRatio)
  }
}
