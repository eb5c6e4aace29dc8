/// Applies a policy's `StoredStateRule`s to the production files of each target.
struct StoredStateRules {
  let rules: [StoredStateRule]

  func check(_ snapshot: ProjectSnapshot) -> [Diagnostic] {
    guard !rules.isEmpty else { return [] }
    let targets = Dictionary(grouping: snapshot.files.filter { !$0.isTest }, by: \.target)
    return targets.values.flatMap { files in rules.flatMap { $0.check(files) } }
  }
}
