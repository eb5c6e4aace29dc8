/// Reads target declarations out of Package.swift text with the lexer.
///
/// It understands `.target(name: "X", dependencies: ["A"], path: "P")` and its siblings
/// and cannot evaluate code: a dependency list built from a variable
/// (`featureModules`) contributes nothing. `graph` and `check` therefore ask SwiftPM.
public struct ManifestScanner: Sendable {
  static let factories: [String: PackageTarget.Kind] = [
    "target": .library, "executableTarget": .executable, "testTarget": .test,
    "systemLibrary": .system, "macro": .other, "plugin": .other, "binaryTarget": .other,
  ]

  /// Creates a scanner.
  public init() {}

  /// The targets declared in `manifest`.
  public func scan(_ manifest: String) -> PackageGraph {
    PackageGraph(targets: declarations(manifest).map(\.target))
  }

  /// Where `manifest` writes each target's name, for diagnostics about a target.
  public func positions(_ manifest: String) -> [String: SourcePosition] {
    Dictionary(
      declarations(manifest).map { ($0.target.name, $0.position) },
      uniquingKeysWith: { first, _ in first })
  }

  func declarations(_ manifest: String) -> [(target: PackageTarget, position: SourcePosition)] {
    let tokens = SwiftLexer().lex(manifest).tokens
    var found: [(target: PackageTarget, position: SourcePosition)] = []
    var index = 0
    while index + 2 < tokens.count {
      if tokens[index].isPunctuation("."), let kind = Self.factories[tokens[index + 1].text],
        tokens[index + 2].isPunctuation("(")
      {
        let (target, end) = parseTarget(tokens, openParen: index + 2, kind: kind)
        if let target { found.append(target) }
        index = end
      } else {
        index += 1
      }
    }
    return found
  }

  private func parseTarget(_ tokens: [Token], openParen: Int, kind: PackageTarget.Kind)
    -> ((target: PackageTarget, position: SourcePosition)?, Int)
  {
    var depth = 0
    var index = openParen
    var name: String?
    var position = SourcePosition(line: 1, column: 1)
    var path: String?
    var dependencies: [String] = []
    var inDependencies = false
    while index < tokens.count {
      let token = tokens[index]
      if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
      if token.isPunctuation(")") || token.isPunctuation("]") {
        depth -= 1
        if depth == 1 { inDependencies = false }
        if depth == 0 { break }
      }
      if depth == 1, token.kind == .identifier, index + 2 < tokens.count,
        tokens[index + 1].isPunctuation(":")
      {
        let value = tokens[index + 2]
        if token.text == "name", value.kind == .string {
          name = value.text
          position = SourcePosition(line: value.line, column: value.column)
        }
        if token.text == "path", value.kind == .string { path = value.text }
        inDependencies = token.text == "dependencies"
      } else if inDependencies, depth == 2, token.kind == .string {
        dependencies.append(token.text)
      }
      index += 1
    }
    guard let name else { return (nil, index) }
    let defaultPath = (kind == .test ? "Tests/" : "Sources/") + name
    let target = PackageTarget(
      name: name, path: path ?? defaultPath, kind: kind, dependencies: dependencies)
    return ((target, position), index)
  }
}
