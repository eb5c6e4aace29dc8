/// Which modules a change (a list of changed files) touches, by owner.
///
/// A file belongs to the target whose folder holds it (the deepest one); a module's test
/// target (`XTests` for `X`) counts as the module itself, so its owner is the module's. Every team that owns a changed module, or whose
/// modules import one, gets an `OwnerImpact`. Imports are the targets' direct
/// dependencies in Package.swift.
public struct ChangeImpact: Sendable, Equatable {
  /// The changed modules, by name, each with its owner and how many of its files changed.
  public var modules: [(module: OwnedModule, files: Int)]
  /// Changed files that are in no target's folder (docs, the manifest, CI).
  public var outside: [String]
  /// One entry a concerned team, in the order OWNERS names the teams.
  public var owners: [OwnerImpact]

  /// Works out the impact of changing `files` (paths relative to the package root).
  public init(files: [String], graph: PackageGraph, owners: OwnersFile) {
    let targets = graph.targets
    var counts: [String: Int] = [:]
    var outside: [String] = []
    for file in files {
      let holder =
        targets
        .filter { file == $0.path || file.hasPrefix($0.path + "/") }
        .max { $0.path.count < $1.path.count }
      if let holder {
        counts[Self.module(of: holder, in: graph), default: 0] += 1
      } else {
        outside.append(file)
      }
    }
    func owned(_ name: String) -> OwnedModule {
      OwnedModule(name: name, team: owners.owner(of: name))
    }
    let changed = counts.keys.sorted().map { (module: owned($0), files: counts[$0] ?? 0) }
    self.modules = changed
    self.outside = outside.sorted()

    let changedNames = Set(counts.keys)
    var impacts: [OwnerImpact] = []
    for team in owners.teams {
      let own = changed.filter { $0.module.team == team }
      let others = changed.map(\.module).filter { $0.team != team }
      let teamTargets = graph.targets.filter { owners.owner(of: $0.name) == team }
      let importsChanged = Set(
        teamTargets.flatMap(\.dependencies).filter { changedNames.contains($0) }.map(owned)
      ).filter { $0.team != team }.sorted()
      let ownChanged = Set(own.map(\.module.name))
      let importedBy = Set(
        graph.targets
          .filter { target in
            owners.owner(of: target.name) != team
              && target.dependencies.contains { ownChanged.contains($0) }
          }
          .map { owned(Self.module(of: $0, in: graph)) }
      ).sorted()
      guard !own.isEmpty || !importsChanged.isEmpty else { continue }
      impacts.append(
        OwnerImpact(
          team: team, changed: own.map { (module: $0.module.name, files: $0.files) },
          othersChanged: others, importsChanged: importsChanged, importedBy: importedBy))
    }
    self.owners = impacts
  }

  /// The module a target stands for: `X` for its test target `XTests`, else itself.
  static func module(of target: PackageTarget, in graph: PackageGraph) -> String {
    guard target.kind == .test, target.name.hasSuffix("Tests") else { return target.name }
    let module = String(target.name.dropLast(5))
    return graph.target(named: module) == nil ? target.name : module
  }

  public static func == (lhs: ChangeImpact, rhs: ChangeImpact) -> Bool {
    lhs.modules.map(\.module) == rhs.modules.map(\.module)
      && lhs.modules.map(\.files) == rhs.modules.map(\.files) && lhs.outside == rhs.outside
      && lhs.owners == rhs.owners
  }

  /// The report `archtool owners` prints; `team` keeps only that team's part.
  public func text(range: String, team: String? = nil) -> String {
    let teams = Set(modules.compactMap(\.module.team))
    let fileCount = modules.map(\.files).reduce(0, +)
    var lines = [
      "owners of \(range): \(plural(fileCount, "file")) in \(plural(modules.count, "module")) "
        + "of \(plural(teams.count, "owner"))"
        + (outside.isEmpty ? "" : "; \(plural(outside.count, "file")) in no module")
    ]
    for (module, files) in modules {
      lines.append("  \(module.described): \(plural(files, "file"))")
    }
    if !outside.isEmpty { lines.append("  in no module: " + outside.joined(separator: ", ")) }
    for impact in owners where team == nil || impact.team == team {
      lines.append("")
      lines.append(impact.team)
      lines.append(
        "  changes its modules: "
          + list(impact.changed.map { "\($0.module) (\(plural($0.files, "file")))" }))
      lines.append(
        "  changes other owners' modules: " + list(impact.othersChanged.map(\.described)))
      lines.append(
        "  imports other owners' changed modules: " + list(impact.importsChanged.map(\.described)))
      lines.append(
        "  other owners' modules that import its changes: "
          + list(impact.importedBy.map(\.described)))
    }
    if let team, !owners.contains(where: { $0.team == team }) {
      lines.append("")
      lines.append("\(team): the change touches none of its modules nor anything they import")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func list(_ items: [String]) -> String {
    items.isEmpty ? "none" : items.joined(separator: ", ")
  }

  private func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
