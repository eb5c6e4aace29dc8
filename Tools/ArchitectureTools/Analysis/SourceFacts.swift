/// The kind of a type declaration.
public enum TypeKind: String, CaseIterable, Codable, Sendable, Comparable {
  case `class`
  case `struct`
  case `enum`
  case `protocol`
  case actor
  case `extension`

  public static func < (lhs: TypeKind, rhs: TypeKind) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// Whether the declaration introduces a new type (every kind but `extension`).
  public var declaresType: Bool { self != .extension }
}

/// A 1-based line and column in a source file.
public struct SourcePosition: Sendable, Hashable, Codable, Comparable {
  public var line: Int
  public var column: Int

  /// Creates a position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// One `import` statement.
public struct ImportDeclaration: Sendable, Hashable {
  /// The imported module (the first component of `import struct A.B`).
  public var module: String
  /// Where the module name is written.
  public var position: SourcePosition
}

/// One `class`, `struct`, `enum`, `protocol`, `actor` or `extension` declaration.
public struct TypeDeclaration: Sendable, Hashable {
  /// The declared (or, for an extension, extended) type's name.
  public var name: String
  public var kind: TypeKind
  public var position: SourcePosition
  /// Braces around it: 0 for a declaration at file scope, more for a nested one.
  public var depth = 0
  /// Whether it is `private` or `fileprivate` (a helper of the file's own type).
  public var isPrivate = false
  /// Whether it is `public` or `open` (part of the module's public surface).
  public var isPublic = false
}

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
  /// Where `@unchecked Sendable` is written.
  public var uncheckedSendable: [SourcePosition] = []

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

/// Lexes and scans Swift source text.
public struct SourceAnalyzer: Sendable {
  private let lexer = SwiftLexer()

  /// Creates an analyzer.
  public init() {}

  /// The facts of one file's text.
  public func analyze(_ text: String) -> SourceFacts {
    let lexed = lexer.lex(text)
    var facts = DeclarationScanner(tokens: lexed.tokens).scan()
    facts.codeLines = lexed.count(.code)
    facts.commentLines = lexed.count(.comment)
    facts.blankLines = lexed.count(.blank)
    return facts
  }
}
