/// Cycles between targets, through declared dependencies and actual imports.
struct ModuleCycles {
  let rings: TargetRings

  func check(_ snapshot: ProjectSnapshot, positions: [String: SourcePosition]) -> [Diagnostic] {
    var edges: [String: Set<String>] = [:]
    var evidence: [String: (String, SourcePosition)] = [:]
    for target in snapshot.package?.targets ?? [] {
      for dependency in target.dependencies where rings.targetNames.contains(dependency) {
        edges[target.name, default: []].insert(dependency)
        evidence["\(target.name)>\(dependency)"] = (
          "Package.swift", positions[target.name] ?? SourcePosition(line: 1, column: 1)
        )
      }
    }
    for file in snapshot.files {
      for item in file.facts.imports
      where rings.targetNames.contains(item.module) && item.module != file.target {
        edges[file.target, default: []].insert(item.module)
        let key = "\(file.target)>\(item.module)"
        if evidence[key]?.0 == "Package.swift" || evidence[key] == nil {
          evidence[key] = (file.path, item.position)
        }
      }
    }
    return Cycles.find(in: edges).map { cycle in
      let (path, position) = evidence["\(cycle[0])>\(cycle[1])"]!
      return Diagnostic(
        path: path, position: position, rule: "no-module-cycles",
        message: "modules form a cycle: " + cycle.joined(separator: " -> "),
        fix: "remove one of these imports; the lower ring must not know the higher one")
    }
  }
}
