/// Ring rules on `import` statements and on Package.swift dependencies.
struct ImportRules {
  let policy: RingPolicy
  let rings: TargetRings

  /// Why `ring` may not import `module`, or nil when it may.
  func violation(of ring: Ring, importing module: String) -> String? {
    if policy.systemModules.contains(module) { return nil }
    if policy.testFrameworks.contains(module) {
      return ring.mayImportTestFrameworks ? nil : "the test framework \(module)"
    }
    guard let other = rings[module], rings.targetNames.contains(module) else {
      return "\(module), which is neither a system module nor a target of this package"
    }
    if ring.mayImportRings.contains(other.name) || ring.mayImportTargets.contains(module) {
      return nil
    }
    return "\(module) (\(other.name))"
  }

  func check(_ snapshot: ProjectSnapshot) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for file in snapshot.files {
      guard let ring = rings[file.target], ring.isPoliced else { continue }
      for item in file.facts.imports where item.module != file.target {
        guard let what = violation(of: ring, importing: item.module) else { continue }
        diagnostics.append(
          Diagnostic(
            path: file.path, position: item.position, rule: ring.rule,
            message: "\(file.target) (\(ring.name)) imports \(what)", fix: ring.fix))
      }
    }
    return diagnostics
  }

  func checkDeclared(_ snapshot: ProjectSnapshot, positions: [String: SourcePosition])
    -> [Diagnostic]
  {
    guard let package = snapshot.package else { return [] }
    var diagnostics: [Diagnostic] = []
    for target in package.targets {
      guard let ring = rings[target.name], ring.isPoliced else { continue }
      for dependency in target.dependencies {
        guard let what = violation(of: ring, importing: dependency) else { continue }
        diagnostics.append(
          Diagnostic(
            path: "Package.swift",
            position: positions[target.name] ?? SourcePosition(line: 1, column: 1),
            rule: ring.rule,
            message: "target \(target.name) (\(ring.name)) depends on \(what)", fix: ring.fix))
      }
    }
    return diagnostics
  }
}
