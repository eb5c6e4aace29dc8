/// Checks the conventions of a `ConventionPolicy` file by file.
struct ConventionRules {
  static let fileName = "file-named-after-its-type"
  static let unchecked = "no-unchecked-sendable-in-tests"
  static let quiet = "features-print-through-lineui"
  static let paths = "no-foundation-path-arithmetic"
  static let formats = "no-file-formats-in-features"
  static let presenterState = "presenter-state-is-private"

  let conventions: ConventionPolicy
  let rings: TargetRings

  func check(_ snapshot: ProjectSnapshot) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for file in snapshot.files {
      let ring = rings[file.target]?.name ?? ""
      if conventions.namedFileRings.contains(ring), !file.isTest {
        diagnostics += naming(file)
      }
      if conventions.noUncheckedSendableRings.contains(ring) {
        diagnostics += unchecked(file.path, file.facts)
      }
      if conventions.quietRings.contains(ring), !file.isTest {
        diagnostics += printing(file)
      }
      if conventions.pathRings.contains(ring), !file.isTest {
        diagnostics += pathArithmetic(file)
      }
      if conventions.formatRings.contains(ring), !file.isTest {
        diagnostics += fileFormats(file)
      }
      if conventions.presenterStateRings.contains(ring), !file.isTest {
        diagnostics += presenterState(file)
      }
    }
    if conventions.checksGeneratedModule, snapshot.files.contains(where: isGenerator) {
      diagnostics += generatedModule()
    }
    return diagnostics
  }

  func isGenerator(_ file: SourceFile) -> Bool {
    file.target == "ArchitectureTools" && file.path.contains("/Generator/")
  }

  /// `Type.swift` declares `Type` and no other top-level concrete type but private
  /// helpers (protocols may sit with the role that calls them, docs/VIPER.md);
  /// `Type+Role.swift` holds only extensions of `Type` (and private helpers).
  func naming(_ file: SourceFile) -> [Diagnostic] {
    let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
    guard !conventions.unnamedFiles.contains(name) else { return [] }
    let stem = LayerClassifier.stem(of: file.path)
    let topLevel = file.facts.typeDeclarations.filter { $0.depth == 0 }
    guard let first = topLevel.first else { return [] }
    if let plus = stem.firstIndex(of: "+") {
      let type = String(stem[..<plus])
      let strangers = topLevel.filter {
        ($0.kind != .extension || $0.name != type) && !($0.kind.declaresType && $0.isPrivate)
      }
      return strangers.prefix(1).map {
        Diagnostic(
          path: file.path, position: $0.position, rule: Self.fileName,
          message: "\(name) holds \($0.kind.rawValue) \($0.name), not only extensions of \(type)",
          fix: "move \($0.name) to \($0.name).swift, or name the file after what it extends")
      }
    }
    guard topLevel.contains(where: { $0.name == stem }) else {
      return [
        Diagnostic(
          path: file.path, position: first.position, rule: Self.fileName,
          message: "\(name) declares no type \(stem) (its first is \(first.kind.rawValue) "
            + "\(first.name))",
          fix: "name the file after its type: \(first.name).swift, or "
            + "\(first.name)+Role.swift for extensions")
      ]
    }
    return topLevel.filter {
      $0.kind.declaresType && $0.kind != .protocol && $0.name != stem && !$0.isPrivate
    }.map {
      Diagnostic(
        path: file.path, position: $0.position, rule: Self.fileName,
        message: "\(name) also declares \($0.kind.rawValue) \($0.name)",
        fix: "one type per file: move \($0.name) to \($0.name).swift (nest it in \(stem) "
          + "if only \(stem) uses it)")
    }
  }

  func unchecked(_ path: String, _ facts: SourceFacts) -> [Diagnostic] {
    facts.uncheckedSendable.map {
      Diagnostic(
        path: path, position: $0, rule: Self.unchecked,
        message: "a test double is @unchecked Sendable",
        fix: "keep its state in a Mutex (import Synchronization) and make it plain Sendable")
    }
  }

  func printing(_ file: SourceFile) -> [Diagnostic] {
    let calls = file.facts.calls.filter { conventions.printingCalls.contains($0.key) }
      .map { ("calls \($0.key)(…)", $0.value) }
    let types = file.facts.references.filter { conventions.printingTypes.contains($0.key) }
      .map { ("uses \($0.key)", $0.value) }
    return (calls + types).map { what, position in
      Diagnostic(
        path: file.path, position: position, rule: Self.quiet,
        message: "\(file.target) \(what) to write to the terminal",
        fix: "write through the LineUI Console the view was given, so tests and escaping see it")
    }
  }

  /// `NSString` and its path properties (`.deletingLastPathComponent`, read, not called as
  /// `URL`'s method is) in production code: paths the user types go through Domain's
  /// `FilePaths`.
  func pathArithmetic(_ file: SourceFile) -> [Diagnostic] {
    let types = file.facts.references.filter { conventions.pathTypes.contains($0.key) }
      .map { ("uses \($0.key)", $0.value) }
    let methods = file.facts.memberReads.filter { conventions.pathMethods.contains($0.key) }
      .map { ("reads .\($0.key)", $0.value) }
    return (types + methods).sorted { $0.1 < $1.1 }.map { what, position in
      Diagnostic(
        path: file.path, position: position, rule: Self.paths,
        message: "\(file.target) \(what) for path arithmetic",
        fix: "use Domain's FilePaths (folder(of:), expandingTilde(in:home:)); Foundation's "
          + "path methods trap on a one-character path")
    }
  }

  /// The code `new-module` writes for a sample module, checked as a feature module and its
  /// tests are: sources named after their type and printing only through LineUI, and no
  /// `@unchecked Sendable` anywhere.
  func generatedModule() -> [Diagnostic] {
    guard let module = try? ModuleName("Sample") else { return [] }
    return generated(ModuleGenerator.templates(for: module), module: module)
  }

  /// `files` (paths relative to the repository root, as `new-module` writes them) analysed
  /// like any file; each diagnostic's path starts with `(new-module Name)/`.
  func generated(_ files: [(path: String, contents: String)], module: ModuleName)
    -> [Diagnostic]
  {
    let analyzer = SourceAnalyzer()
    let label = "(new-module \(module.name))"
    return files.flatMap { file in
      let source = SourceFile(
        path: label + "/" + file.path, target: label, module: label, layer: "",
        isTest: file.path.hasPrefix("Tests/"), facts: analyzer.analyze(file.contents),
        contentHash: 0)
      let uncheckedSendable = unchecked(source.path, source.facts).map {
        var diagnostic = $0
        diagnostic.message = "the code new-module generates is @unchecked Sendable"
        return diagnostic
      }
      return source.isTest
        ? uncheckedSendable : naming(source) + printing(source) + uncheckedSendable
    }
  }
}
