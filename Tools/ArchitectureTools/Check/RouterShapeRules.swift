/// Applies a policy's `RouterShapeRule`s to the production files of each target of their
/// ring.
struct RouterShapeRules {
  let rules: [RouterShapeRule]
  let rings: TargetRings

  func check(_ snapshot: ProjectSnapshot) -> [Diagnostic] {
    guard !rules.isEmpty else { return [] }
    let targets = Dictionary(grouping: snapshot.files.filter { !$0.isTest }, by: \.target)
    return targets.flatMap { target, files in
      rules.filter { $0.ring == rings[target]?.name }.flatMap { $0.check(files) }
    }
  }
}
