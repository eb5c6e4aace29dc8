/// The ring of every target of a snapshot.
struct TargetRings {
  let byTarget: [String: Ring]
  let targetNames: Set<String>

  init(snapshot: ProjectSnapshot, policy: RingPolicy) {
    var rings: [String: Ring] = [:]
    if let package = snapshot.package {
      for target in package.targets {
        rings[target.name] = policy.ring(ofPath: target.path)
      }
    }
    for file in snapshot.files where rings[file.target] == nil {
      rings[file.target] = policy.ring(ofPath: file.path)
    }
    byTarget = rings
    targetNames = Set(snapshot.package?.targets.map(\.name) ?? snapshot.files.map(\.target))
  }

  subscript(target: String) -> Ring? { byTarget[target] }
}
