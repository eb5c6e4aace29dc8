/// `archtool complexity`: every function's cyclomatic complexity, and per role its sum and
/// largest, the role found from the declaration the function is in (`DeclarationRoles`).
public struct ComplexityReport: Sendable {
  /// One function with where it is and the role it counts for.
  public struct Entry: Sendable, Equatable {
    public var path: String
    public var role: String
    public var function: FunctionComplexity
    /// What the function calls and uses (for RFC and LCOM4).
    public var members = FunctionMembers()

    /// An entry: `function` of `path`, counted for `role`.
    public init(
      path: String, role: String, function: FunctionComplexity,
      members: FunctionMembers = FunctionMembers()
    ) {
      self.path = path
      self.role = role
      self.function = function
      self.members = members
    }
  }

  /// One role's figures.
  public struct RoleFigures: Sendable, Equatable {
    public var role: String
    public var functions: Int
    public var sum: Int
    public var largest: Int
  }

  /// In path order, then line order.
  public var entries: [Entry]

  /// Builds the report of `snapshot`'s production files (and test files too when
  /// `includeTests`); `text` reads one file's source.
  public init(
    snapshot: ProjectSnapshot, includeTests: Bool = false,
    text: (SourceFile) throws -> String
  ) rethrows {
    let roles = DeclarationRoles(snapshot: snapshot)
    var entries: [Entry] = []
    var references: [String: Set<String>] = [:]
    var codeByRole: [String: Int] = [:]
    var properties: [String: Set<String>] = [:]
    for file in snapshot.files where includeTests || !file.isTest {
      let lexed = SwiftLexer().lex(try text(file))
      var scanner = ComplexityScanner(tokens: lexed.tokens)
      scanner.scan()
      Self.count(lexed, scanner.lineOwners, file, roles, into: &codeByRole)
      for (function, members) in scanner.scannedFunctionMembers {
        let role = roles.role(ofType: function.enclosingType, in: file)
        entries.append(Entry(path: file.path, role: role, function: function, members: members))
      }
      references.merge(scanner.references) { $0.union($1) }
      properties.merge(scanner.properties) { $0.union($1) }
    }
    self.entries = entries
    self.codeByRole = codeByRole
    self.references = references
    self.properties = properties
    self.declarationRoles = roles
  }

  /// Code lines per role by declaration: a line counts for the role of the innermost type
  /// declared around it (a line inside a multi-line string, with no token of its own, for
  /// that of the line before), else for its file's role.
  public var codeByRole: [String: Int]

  static func count(
    _ lexed: LexedSource, _ owners: [Int: (type: String, depth: Int)], _ file: SourceFile,
    _ roles: DeclarationRoles, into counts: inout [String: Int]
  ) {
    let tokenLines = Set(lexed.tokens.map(\.line))
    var owner: String?
    for (index, kind) in lexed.lines.enumerated() {
      let line = index + 1
      if let noted = owners[line] {
        owner = noted.type
      } else if tokenLines.contains(line) {
        owner = nil
      }  // else: a line inside a multi-line string keeps the owner of the line before
      if kind == .code { counts[roles.role(ofType: owner, in: file), default: 0] += 1 }
    }
  }

  /// Code lines per role by declaration, in `Roles.all` order.
  public func codeTable() -> TableModel {
    let order = Roles.all + codeByRole.keys.filter { !Roles.all.contains($0) }.sorted()
    let rows = order.compactMap { role in codeByRole[role].map { [role, "\($0)"] } }
    let total = codeByRole.values.reduce(0, +)
    return TableModel(columns: ["role", "code"], rows: rows + [["total", "\(total)"]])
  }

  /// Capitalised names each type mentions, over all its declarations and extensions.
  public var references: [String: Set<String>]
  /// The properties (`let`/`var`, not static) each type declares, over its extensions.
  public var properties: [String: Set<String>]
  /// The role of each type the tree declares.
  public var declarationRoles: DeclarationRoles

  /// Figures per role, in `Roles.all` order, roles without a function left out; `total`
  /// last.
  public var roles: [RoleFigures] {
    let grouped = Dictionary(grouping: entries, by: \.role)
    let order = Roles.all + grouped.keys.filter { !Roles.all.contains($0) }.sorted()
    let rows = order.compactMap { role in grouped[role].map { Self.figures(role, $0) } }
    return rows + [Self.figures("total", entries)]
  }

  static func figures(_ role: String, _ entries: [Entry]) -> RoleFigures {
    let values = entries.map(\.function.complexity)
    return RoleFigures(
      role: role, functions: values.count, sum: values.reduce(0, +),
      largest: values.max() ?? 0)
  }

  /// The per-role table.
  public func roleTable() -> TableModel {
    TableModel(
      columns: ["role", "functions", "CC sum", "CC largest"],
      rows: roles.map { [$0.role, "\($0.functions)", "\($0.sum)", "\($0.largest)"] })
  }

  /// One row per function: path, line, name, type, role, complexity.
  public func functionTable() -> TableModel {
    TableModel(
      columns: ["path", "line", "function", "type", "role", "CC", "computed property"],
      rows: entries.map {
        [
          $0.path, "\($0.function.line)", $0.function.name, $0.function.enclosingType ?? "",
          $0.role, "\($0.function.complexity)", $0.function.isComputedProperty ? "yes" : "no",
        ]
      }, leftAligned: [0, 2, 3, 4, 6])
  }
}
