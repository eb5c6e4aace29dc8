/// Enforces a `RingPolicy` on a scanned tree: direct imports, declared target
/// dependencies, module cycles and the layer rules inside layered targets.
public struct Checker: Sendable {
  public let policy: RingPolicy
  /// The interface budget of the feature modules and the size budget of types.
  public let budget: InterfaceBudget

  /// Creates a checker for `policy` and `budget`.
  public init(policy: RingPolicy = .footballGather, budget: InterfaceBudget = .footballGather) {
    self.policy = policy
    self.budget = budget
  }

  /// Every violation in `snapshot`, sorted. `manifestPositions` maps a target name to
  /// where Package.swift declares it, for violations of declared dependencies; `reasons`
  /// is the page whose section `budget.heading` names what is over budget, and why.
  public func check(
    _ snapshot: ProjectSnapshot, manifestPositions: [String: SourcePosition] = [:],
    reasons: String = ""
  ) -> [Diagnostic] {
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
    diagnostics += BudgetRules(
      budget: budget, rings: rings, reasons: BudgetRules.section(budget.heading, of: reasons)
    ).check(snapshot)
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
