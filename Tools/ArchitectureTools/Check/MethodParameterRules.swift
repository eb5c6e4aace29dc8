/// Applies a policy's `MethodParameterRule`s to every production file.
struct MethodParameterRules {
  let rules: [MethodParameterRule]

  func check(_ snapshot: ProjectSnapshot) -> [Diagnostic] {
    guard !rules.isEmpty else { return [] }
    return snapshot.files.filter { !$0.isTest }.flatMap { file in
      rules.flatMap { $0.check(file) }
    }
  }
}
