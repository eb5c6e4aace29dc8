/// What the lexer and declaration scanner found in one Swift file.
public struct SourceFacts: Sendable {
  public var codeLines = 0
  public var commentLines = 0
  public var blankLines = 0
  /// Every type declaration and extension, in source order.
  public var typeDeclarations: [TypeDeclaration] = []
  /// `func` declarations (methods, free functions, operators, protocol requirements).
  public var functions = 0
  /// Declarations marked `public` or `open`.
  public var publicDeclarations = 0
  /// XCTest `func test…()` in files importing XCTest, plus `@Test` in files importing Testing.
  public var tests = 0
  public var imports: [ImportDeclaration] = []
  /// Capitalised names the file mentions (not after a `.`), with their first position.
  public var references: [String: SourcePosition] = [:]
  /// Lower-case names called as free functions (`print(`, not `x.print(` nor
  /// `func print(`), with their first position.
  public var calls: [String: SourcePosition] = [:]
  /// Names of the functions it declares (the first 256).
  public var functionNames: Set<String> = []
  /// Names called as methods (`x.pushViewController(`), with their first position.
  public var memberCalls: [String: SourcePosition] = [:]
  /// Capitalised names in the result types of the functions it declares (`-> [Feedback]`),
  /// with their first position.
  public var returnedTypes: [String: SourcePosition] = [:]
  /// Names read as members, not called (`path.deletingLastPathComponent`), with their first
  /// position.
  public var memberReads: [String: SourcePosition] = [:]
  /// Where `@unchecked Sendable` is written.
  public var uncheckedSendable: [SourcePosition] = []
  /// The methods its protocols declare, with their parameters.
  public var protocolMethods: [ProtocolMethod] = []
  /// The stored `var`s its types declare in their bodies.
  public var storedVariables: [StoredVariable] = []

  /// Creates empty facts.
  public init() {}

  /// Declarations of each kind.
  public func count(of kind: TypeKind) -> Int {
    typeDeclarations.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) }
  }

  /// Declared types, extensions excluded.
  public var declaredTypeCount: Int {
    typeDeclarations.reduce(0) { $0 + ($1.kind.declaresType ? 1 : 0) }
  }
}
