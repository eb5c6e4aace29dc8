/// VIPER role rules on the references between the layers of a layered (feature) target.
struct LayerRules {
  let policy: RingPolicy
  let rings: TargetRings

  func check(_ snapshot: ProjectSnapshot) -> [Diagnostic] {
    let resolver = LayerReferenceResolver(
      snapshot: snapshot, protocolRoles: policy.protocolRoles,
      contractLayers: policy.contractLayers)
    let rules = Dictionary(grouping: policy.layerRules, by: \.layer)
    let modules = ModuleMap(snapshot: snapshot, assemblyLayers: policy.assemblyLayers)
    var diagnostics: [Diagnostic] = []
    var referencesByTarget: [String: [LayerReference]] = [:]
    for file in snapshot.files where !file.isTest && !file.isInferred {
      guard
        policy.everyTargetLayered
          || rings[file.target].map({ policy.layeredRings.contains($0.name) }) == true
      else { continue }
      let references = resolver.references(of: file)
      referencesByTarget[file.target, default: []] += references
      diagnostics += io(file)
      for rule in rules[file.layer] ?? [] {
        diagnostics += apply(rule, to: file, references: references, modules: modules)
      }
    }
    for (target, references) in referencesByTarget {
      diagnostics += layerCycles(target: target, references: references)
    }
    return diagnostics
  }

  /// Presenters and views that touch the network, files or processes themselves.
  func io(_ file: SourceFile) -> [Diagnostic] {
    guard policy.noIOLayers.contains(file.layer) else { return [] }
    return file.facts.references.filter { policy.ioTypes.contains($0.key) }
      .sorted { $0.value < $1.value }.map { name, position in
        Diagnostic(
          path: file.path, position: position, rule: "no-io-in-presenter-or-view",
          message: "\(file.layer) \(LayerClassifier.stem(of: file.path)) uses \(name)",
          fix: "input and output of data belong to the interactor (through a Domain service); "
            + "the presenter formats, the view prints through LineUI")
      }
  }

  /// Cycles among a target's layers, ignoring the pairs VIPER lets talk both ways.
  func layerCycles(target: String, references: [LayerReference]) -> [Diagnostic] {
    var edges: [String: Set<String>] = [:]
    var evidence: [String: LayerReference] = [:]
    for reference in references
    where reference.toTarget == target && !policy.isMutual(reference.fromLayer, reference.toLayer)
      && !policy.designedEdges.contains([reference.fromLayer, reference.toLayer])
      && !policy.contractLayers.contains(reference.fromLayer)
      && !policy.contractLayers.contains(reference.toLayer)
    {
      edges[reference.fromLayer, default: []].insert(reference.toLayer)
      let key = "\(reference.fromLayer)>\(reference.toLayer)"
      if evidence[key] == nil
        || (reference.path, reference.position) < (evidence[key]!.path, evidence[key]!.position)
      {
        evidence[key] = reference
      }
    }
    return Cycles.find(in: edges).map { cycle in
      let first = evidence["\(cycle[0])>\(cycle[1])"]!
      return Diagnostic(
        path: first.path, position: first.position, rule: "no-layer-cycles",
        message: "layers of \(target) form a cycle: " + cycle.joined(separator: " -> ")
          + " (\(first.name) is the first reference)",
        fix: "declare the protocol in the file of the role that calls it, so the reference "
          + "points one way")
    }
  }
}
