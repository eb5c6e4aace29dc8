/// Builds a `CouplingReport` from a snapshot that has a package graph.
public struct CouplingAnalyzer: Sendable {
  public let policy: RingPolicy
  public let includeTests: Bool
  public let scope: AbstractnessScope

  /// Creates an analyzer; test targets are left out unless `includeTests`; abstractness
  /// over the public surface unless `scope` says `.internal`.
  public init(
    policy: RingPolicy = .footballGather, includeTests: Bool = false,
    scope: AbstractnessScope = .public
  ) {
    self.policy = policy
    self.includeTests = includeTests
    self.scope = scope
  }

  /// The report; `withLayers` adds each target's layer graph.
  public func analyze(_ snapshot: ProjectSnapshot, header: ReportHeader, withLayers: Bool)
    -> CouplingReport
  {
    let targets = (snapshot.package?.targets ?? []).filter { includeTests || $0.kind != .test }
    let names = Set(targets.map(\.name))
    var edges: [String: TargetEdge] = [:]
    for target in targets {
      for dependency in target.dependencies where names.contains(dependency) {
        edges["\(target.name)>\(dependency)"] = TargetEdge(
          from: target.name, to: dependency, declared: true, imported: false)
      }
    }
    for file in snapshot.files where names.contains(file.target) {
      for item in file.facts.imports where names.contains(item.module) && item.module != file.target
      {
        let key = "\(file.target)>\(item.module)"
        edges[
          key,
          default: TargetEdge(from: file.target, to: item.module, declared: false, imported: false)
        ]
        .imported = true
      }
    }
    let sortedEdges = edges.values.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    let couplings = targets.map { coupling(of: $0, edges: sortedEdges, snapshot: snapshot) }
      .sorted { $0.name < $1.name }
    let instability = Dictionary(uniqueKeysWithValues: couplings.map { ($0.name, $0.instability) })
    let violations = sortedEdges.compactMap { edge -> StableDependencyViolation? in
      let from = instability[edge.from] ?? 0
      let to = instability[edge.to] ?? 0
      return to > from
        ? StableDependencyViolation(
          from: edge.from, to: edge.to, fromInstability: from, toInstability: to)
        : nil
    }
    var adjacency: [String: Set<String>] = [:]
    for edge in sortedEdges { adjacency[edge.from, default: []].insert(edge.to) }
    return CouplingReport(
      header: header, root: snapshot.root, targets: couplings, edges: sortedEdges,
      stableDependencyViolations: violations, cycles: Cycles.find(in: adjacency),
      layers: withLayers ? layerGraphs(snapshot, targets: targets) : nil)
  }

  func coupling(of target: PackageTarget, edges: [TargetEdge], snapshot: ProjectSnapshot)
    -> TargetCoupling
  {
    let dependencies = edges.filter { $0.from == target.name }.map(\.to)
    let dependents = edges.filter { $0.to == target.name }.map(\.from)
    let ca = dependents.count
    let ce = dependencies.count
    let instability = ca + ce == 0 ? 0 : Double(ce) / Double(ca + ce)
    let files = snapshot.files.filter { $0.target == target.name && !$0.isTest }
    let declarations = files.flatMap(\.facts.typeDeclarations).filter {
      $0.kind.declaresType && (scope == .internal || $0.isPublic)
    }
    let types = declarations.count
    let protocols = declarations.filter { $0.kind == .protocol }.count
    // A C system library has no Swift types: A and D mean nothing there.
    let abstractness: Double? =
      target.kind == .system ? nil : (types == 0 ? 0 : Double(protocols) / Double(types))
    return TargetCoupling(
      name: target.name, ring: policy.ring(ofPath: target.path)?.name ?? "other",
      kind: target.kind.rawValue, ca: ca, ce: ce, instability: Self.round(instability),
      abstractness: abstractness.map(Self.round),
      distance: abstractness.map { Self.round(abs($0 + instability - 1)) },
      declaredTypes: types, protocols: protocols, dependencies: dependencies,
      dependents: dependents)
  }

  func layerGraphs(_ snapshot: ProjectSnapshot, targets: [PackageTarget]) -> [TargetLayers] {
    let resolver = LayerReferenceResolver(snapshot: snapshot)
    return targets.map(\.name).sorted().compactMap { name -> TargetLayers? in
      let files = snapshot.files.filter { $0.target == name && !$0.isTest }
      guard !files.isEmpty else { return nil }
      var counts: [String: Int] = [:]
      for file in files {
        for reference in resolver.references(of: file) where reference.toTarget == name {
          counts["\(reference.fromLayer)>\(reference.toLayer)", default: 0] += 1
        }
      }
      let edges = counts.map { key, count -> LayerEdge in
        let parts = key.split(separator: ">").map(String.init)
        return LayerEdge(from: parts[0], to: parts[1], references: count)
      }.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
      var adjacency: [String: Set<String>] = [:]
      for edge in edges { adjacency[edge.from, default: []].insert(edge.to) }
      let order = snapshot.profile.layers
      let layers = Set(files.map(\.layer)).sorted {
        (order.firstIndex(of: $0) ?? order.count, $0) < (
          order.firstIndex(of: $1) ?? order.count, $1
        )
      }
      return TargetLayers(
        target: name, layers: layers, edges: edges, cycles: Cycles.find(in: adjacency))
    }
  }

  static func round(_ value: Double) -> Double {
    (value * 100).rounded() / 100
  }
}
