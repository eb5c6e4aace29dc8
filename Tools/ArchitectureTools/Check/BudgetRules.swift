/// The interface budget that keeps a feature module learnable (docs/ARCHITECTURE.md,
/// section "Over budget, and why"; issue 34): a presenter takes at most `presenterEvents`
/// events (the methods of its `…Presenting` protocol, the one its view calls), an
/// interactor offers at most `interactorUseCases` use cases (the methods of its
/// `…Interacting` protocol), and no type spreads over more than `typeLines` lines across
/// its declaration and its `Type+Role.swift` extension files. A module (`GatherFeature`)
/// or type (`GatherFeature.GatherPresenter`, target and type) over budget passes only when
/// the section names it, in backquotes, with its reason.
struct BudgetRules {
  static let events = "presenter-event-budget"
  static let useCases = "interactor-use-case-budget"
  static let typeSize = "type-size-budget"

  let budget: InterfaceBudget
  let rings: TargetRings
  /// The names the reasons section gives in backquotes (modules and types).
  let excused: Set<String>

  init(budget: InterfaceBudget, rings: TargetRings, reasons: String) {
    self.budget = budget
    self.rings = rings
    excused = Self.named(in: reasons)
  }

  func check(_ snapshot: ProjectSnapshot) -> [Diagnostic] {
    let files = snapshot.files.filter { !$0.isTest }
    var diagnostics: [Diagnostic] = []
    let modules = files.filter { budget.moduleRings.contains(rings[$0.target]?.name ?? "") }
    for (target, moduleFiles) in Dictionary(grouping: modules, by: \.target) {
      diagnostics += methods(
        of: moduleFiles, target: target, suffix: budget.presenterSuffix,
        limit: budget.presenterEvents, rule: Self.events, what: "presenter events")
      diagnostics += methods(
        of: moduleFiles, target: target, suffix: budget.interactorSuffix,
        limit: budget.interactorUseCases, rule: Self.useCases, what: "interactor use cases")
    }
    let sized = files.filter { budget.typeRings.contains(rings[$0.target]?.name ?? "") }
    diagnostics += typeSizes(sized)
    return diagnostics
  }

  /// The methods of the module's protocols named `…suffix`, over `limit` unless the
  /// module is named.
  func methods(
    of files: [SourceFile], target: String, suffix: String, limit: Int, rule: String,
    what: String
  ) -> [Diagnostic] {
    var byProtocol: [String: (file: SourceFile, methods: [ProtocolMethod])] = [:]
    for file in files {
      for method in file.facts.protocolMethods where method.protocolName.hasSuffix(suffix) {
        byProtocol[method.protocolName, default: (file, [])].methods.append(method)
      }
    }
    return byProtocol.sorted { $0.key < $1.key }.compactMap { name, found in
      let count = Set(found.methods.map(\.signature)).count
      guard count > limit, !excused.contains(target) else { return nil }
      return Diagnostic(
        path: found.file.path, position: found.methods[0].position, rule: rule,
        message: "\(target)'s \(name) has \(count) \(what), more than \(limit)",
        fix: "split the module by job, or name `\(target)` with its reason in "
          + "docs/ARCHITECTURE.md, '\(budget.heading)'")
    }
  }

  /// Types whose files (`Type.swift` and `Type+Role.swift` of one target) have more than
  /// `typeLines` lines together, unless the type is named.
  func typeSizes(_ files: [SourceFile]) -> [Diagnostic] {
    var byType: [String: [SourceFile]] = [:]
    for file in files {
      let stem = LayerClassifier.stem(of: file.path)
      let type = String(stem.prefix { $0 != "+" })
      guard file.facts.typeDeclarations.contains(where: { $0.depth == 0 && $0.name == type })
      else { continue }
      byType[file.target + "." + type, default: []].append(file)
    }
    return byType.sorted { $0.key < $1.key }.compactMap { key, typeFiles in
      let lines = typeFiles.reduce(0) { $0 + Self.lines(of: $1.facts) }
      guard lines > budget.typeLines, !excused.contains(key) else { return nil }
      let first = typeFiles.min { $0.path.count < $1.path.count } ?? typeFiles[0]
      return Diagnostic(
        path: first.path, position: SourcePosition(line: 1, column: 1), rule: Self.typeSize,
        message: "\(key) has \(lines) lines in \(typeFiles.count) "
          + "file\(typeFiles.count == 1 ? "" : "s"), more than \(budget.typeLines)",
        fix: "give part of its job to a type of its own, or name `\(key)` with its reason "
          + "in docs/ARCHITECTURE.md, '\(budget.heading)'")
    }
  }

  static func lines(of facts: SourceFacts) -> Int {
    facts.codeLines + facts.commentLines + facts.blankLines
  }

  /// The words in backquotes of `reasons`.
  static func named(in reasons: String) -> Set<String> {
    Set(
      reasons.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map { String($0.element) })
  }

  /// The section of a Markdown page headed `## ... heading`, up to the next `## `; empty
  /// when the page has none.
  static func section(_ heading: String, of page: String) -> String {
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("## ") && $0.contains(heading) })
    else { return "" }
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
    return lines[start..<end].joined(separator: "\n")
  }
}
