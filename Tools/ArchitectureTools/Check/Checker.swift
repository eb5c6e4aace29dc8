/// Enforces a `RingPolicy` on a scanned tree: direct imports, declared target
/// dependencies, module cycles and the layer rules inside layered targets.
public struct Checker: Sendable {
  public let policy: RingPolicy

  /// Creates a checker for `policy`.
  public init(policy: RingPolicy = .footballGather) {
    self.policy = policy
  }

  /// Every violation in `snapshot`, sorted. `manifestPositions` maps a target name to
  /// where Package.swift declares it, for violations of declared dependencies.
  public func check(_ snapshot: ProjectSnapshot, manifestPositions: [String: SourcePosition] = [:])
    -> [Diagnostic]
  {
    let rings = TargetRings(snapshot: snapshot, policy: policy)
    var diagnostics = ImportRules(policy: policy, rings: rings).check(snapshot)
    diagnostics += ImportRules(policy: policy, rings: rings).checkDeclared(
      snapshot, positions: manifestPositions)
    diagnostics += ModuleCycles(rings: rings).check(snapshot, positions: manifestPositions)
    diagnostics += LayerRules(policy: policy, rings: rings).check(snapshot)
    diagnostics += MethodParameterRules(rules: policy.methodParameterRules).check(snapshot)
    diagnostics += StoredStateRules(rules: policy.storedStateRules).check(snapshot)
    diagnostics += RouterShapeRules(rules: policy.routerShapeRules, rings: rings).check(snapshot)
    diagnostics += ConventionRules(conventions: policy.conventions, rings: rings).check(snapshot)
    return Array(Set(diagnostics)).sorted()
  }

  /// What `check` says about the code `new-module` writes for `module`, over `files`
  /// (`ModuleGenerator.templates(for:)`, or a changed copy of them): sources named after
  /// their type and printing only through LineUI, no `@unchecked Sendable` anywhere.
  public func checkGenerated(_ files: [(path: String, contents: String)], module: ModuleName)
    -> [Diagnostic]
  {
    let none = ProjectSnapshot(
      root: "", profile: BuiltInProfiles.footballGather, package: nil, files: [])
    let rules = ConventionRules(
      conventions: policy.conventions, rings: TargetRings(snapshot: none, policy: policy))
    return rules.generated(files, module: module).sorted()
  }
}
