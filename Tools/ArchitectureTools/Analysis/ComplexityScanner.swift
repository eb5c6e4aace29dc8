/// Finds the functions of one file's tokens and counts each one's cyclomatic complexity
/// the way lizard counts Swift: 1, plus one for each `if`, `guard`, `for`, `while`,
/// `case`, `catch`, `&&`, `||` and ternary `?` in its body. Closures count with the
/// function they are written in; a nested function counts alone. Functions are `func`,
/// `init`, `deinit`, `subscript`, accessors written out (`get {`, `set(v) {`, `didSet {`)
/// and, unlike lizard, a computed property's implicit getter (`var text: String { ... }`,
/// marked `isComputedProperty`). A protocol's requirements have no body and are not
/// functions; a decision outside every function (a stored property's closure) is not
/// counted.
public struct ComplexityScanner: Sendable {
  enum Scope {
    case type(String, isProtocol: Bool)
    case function(Int)
    case block
  }

  enum Pending {
    case none
    case type(String, isProtocol: Bool)
    case function(String, line: Int, isComputed: Bool)
  }

  static let typeKeywords: Set<String> = [
    "class", "struct", "enum", "actor", "extension", "protocol",
  ]
  static let modifiersAfterClass: Set<String> = [
    "func", "var", "let", "subscript", "init", "static", "final", "override", "private",
    "fileprivate", "internal", "public", "open", "nonisolated", "convenience", "required",
  ]
  static let decisions: Set<String> = ["if", "guard", "for", "while", "case", "catch"]
  static let accessors: Set<String> = ["get", "set", "willSet", "didSet"]

  let tokens: [Token]
  var scopes: [Scope] = []
  var pending = Pending.none
  var pendingParens = 0
  var functions: [FunctionComplexity] = []
  /// Capitalised names each type mentions (its inheritance clause included), by the type's
  /// innermost name: what `TypeCoupling` reads.
  public internal(set) var references: [String: Set<String>] = [:]
  /// For each line with a token, the innermost type declared around any of its tokens (the
  /// deepest wins, so `protocol P {` and its closing `}` are P's) and how deep it is.
  public internal(set) var lineOwners: [Int: (type: String, depth: Int)] = [:]
  /// What each function of `functions` (same index) calls and uses: what RFC and LCOM4
  /// read (`TypeCohesion`).
  public internal(set) var members: [FunctionMembers] = []
  /// The stored and computed properties each type declares (`let`/`var` in its body, not
  /// `static`), by the type's innermost name; a computed one is also a function.
  public internal(set) var properties: [String: Set<String>] = [:]

  /// Creates a scanner over one file's tokens.
  public init(tokens: [Token]) {
    self.tokens = tokens
  }

  /// The functions of `text`, in source order of their keyword.
  public static func functions(in text: String) -> [FunctionComplexity] {
    var scanner = ComplexityScanner(tokens: SwiftLexer().lex(text).tokens)
    scanner.scan()
    return scanner.functions.sorted { $0.line < $1.line }
  }

  var insideProtocol: Bool {
    for scope in scopes.reversed() {
      if case .type(_, let isProtocol) = scope { return isProtocol }
      if case .function = scope { return false }
    }
    return false
  }

  var enclosingType: String? {
    for case .type(let name, _) in scopes.reversed() { return name }
    return nil
  }

  var currentFunction: Int? {
    for scope in scopes.reversed() {
      if case .function(let index) = scope { return index }
      if case .type = scope { return nil }
    }
    return nil
  }

  /// Scans the whole file.
  public mutating func scan() {
    var index = 0
    while index < tokens.count {
      index = step(at: index)
    }
  }

  /// Handles the token at `index`; returns the index of the next one to handle.
  mutating func step(at index: Int) -> Int {
    let token = tokens[index]
    noteOwner(ofLine: token.line)
    defer { noteOwner(ofLine: token.line) }
    let afterDot = index > 0 && tokens[index - 1].isPunctuation(".")
    if token.isPunctuation("(") { pendingParens += 1 }
    if token.isPunctuation(")") { pendingParens -= 1 }
    if token.isPunctuation("{") {
      open(at: index)
      return index + 1
    }
    if token.isPunctuation("}") {
      if !scopes.isEmpty { scopes.removeLast() }
      return index + 1
    }
    if token.isPunctuation("=") || token.isPunctuation(";"),
      case .function(_, _, true) = pending
    {
      pending = .none
    }
    recordMember(at: index, afterDot: afterDot)
    guard token.kind == .identifier, !token.isEscaped, !afterDot else {
      countOperator(at: index)
      return index + 1
    }
    recordReference(token)
    recordProperty(at: index)
    return declaration(at: index) ?? decision(at: index)
  }

  mutating func open(at index: Int) {
    switch pending {
    case .type(let name, let isProtocol):
      scopes.append(.type(name, isProtocol: isProtocol))
    case .function(_, _, true)
    where index + 1 < tokens.count && Self.accessors.contains(tokens[index + 1].text):
      scopes.append(.block)  // `var x: T { get { ... } set { ... } }`: the accessors count
    case .function(let name, let line, let isComputed) where pendingParens <= 0:
      functions.append(
        FunctionComplexity(
          name: name, line: line, complexity: 1, enclosingType: enclosingType,
          isComputedProperty: isComputed))
      members.append(FunctionMembers())
      scopes.append(.function(functions.count - 1))
    case .function:
      scopes.append(.block)  // a closure in a default argument: the signature goes on
      return
    case .none:
      scopes.append(.block)
    }
    pending = .none
  }

  mutating func begin(_ next: Pending) {
    pending = next
    pendingParens = 0
  }
}
