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
    diagnostics += ConventionRules(conventions: policy.conventions, rings: rings).check(snapshot)
    return Array(Set(diagnostics)).sorted()
  }
}
