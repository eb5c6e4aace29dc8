/// Per type of a tree: its weighted methods (WMC, the sum of its functions' cyclomatic
/// complexity), and its coupling to the tree's other types: fan-out (the types it names),
/// fan-in (the types naming it) and CBO (either way, counted once). Only types the tree
/// declares count, so a variant's coupling to Domain or LineUI, the same for every
/// pattern, stays out; a type's extensions count with it. With them, the type's RFC and
/// LCOM4 (`TypeCohesion`).
public struct TypeCoupling: Sendable, Equatable {
  /// One type's figures.
  public struct Row: Sendable, Equatable {
    public var type: String
    public var role: String
    public var wmc: Int
    public var fanOut: Int
    public var fanIn: Int
    public var cbo: Int
    /// Response for a class: its functions plus the distinct names they call that are none
    /// of its own functions' (`TypeCohesion`).
    public var rfc = 0
    /// LCOM4: how many separate groups its functions fall into (`TypeCohesion`).
    public var lcom = 0
  }

  /// Sorted by type name.
  public var rows: [Row]

  /// The figures of every type `report` found declared.
  public init(_ report: ComplexityReport) {
    let declared = report.declarationRoles.roles
    var wmc: [String: Int] = [:]
    var functions: [String: [ComplexityReport.Entry]] = [:]
    for entry in report.entries {
      guard let type = entry.function.enclosingType else { continue }
      wmc[DeclarationRoles.lastComponent(type), default: 0] += entry.function.complexity
      functions[DeclarationRoles.lastComponent(type), default: []].append(entry)
    }
    var fanOut: [String: Set<String>] = [:]
    var fanIn: [String: Set<String>] = [:]
    for type in declared.keys {
      let targets = (report.references[type] ?? []).filter { declared[$0] != nil && $0 != type }
      fanOut[type] = targets
      for target in targets { fanIn[target, default: []].insert(type) }
    }
    rows = declared.keys.sorted().map { type in
      let out = fanOut[type] ?? []
      let into = fanIn[type] ?? []
      let cohesion = TypeCohesion(
        functions: functions[type] ?? [], properties: report.properties[type] ?? [])
      return Row(
        type: type, role: declared[type] ?? LayerProfile.otherLayer, wmc: wmc[type] ?? 0,
        fanOut: out.count, fanIn: into.count, cbo: out.union(into).count, rfc: cohesion.rfc,
        lcom: cohesion.lcom4)
    }
  }

  /// One row per role (in `Roles.all` order), then `total`: types, WMC sum and largest,
  /// CBO largest, the coupling edges that leave the role's types (fan-out summed) and
  /// that reach them (fan-in summed), RFC sum and largest, LCOM4 sum and largest.
  public func roleTable() -> TableModel {
    let grouped = Dictionary(grouping: rows, by: \.role)
    let order = Roles.all + grouped.keys.filter { !Roles.all.contains($0) }.sorted()
    let groups = order.compactMap { role in grouped[role].map { (role, $0) } } + [("total", rows)]
    return TableModel(
      columns: [
        "role", "types", "WMC sum", "WMC largest", "CBO largest", "fan-out", "fan-in", "RFC sum",
        "RFC largest", "LCOM4 sum", "LCOM4 largest",
      ],
      rows: groups.map { role, rows in
        [
          role, "\(rows.count)", "\(rows.map(\.wmc).reduce(0, +))", "\(rows.map(\.wmc).max() ?? 0)",
          "\(rows.map(\.cbo).max() ?? 0)", "\(rows.map(\.fanOut).reduce(0, +))",
          "\(rows.map(\.fanIn).reduce(0, +))", "\(rows.map(\.rfc).reduce(0, +))",
          "\(rows.map(\.rfc).max() ?? 0)", "\(rows.map(\.lcom).reduce(0, +))",
          "\(rows.map(\.lcom).max() ?? 0)",
        ]
      })
  }

  /// One row per type.
  public func typeTable() -> TableModel {
    TableModel(
      columns: ["type", "role", "WMC", "fan-out", "fan-in", "CBO", "RFC", "LCOM4"],
      rows: rows.map {
        [
          $0.type, $0.role, "\($0.wmc)", "\($0.fanOut)", "\($0.fanIn)", "\($0.cbo)", "\($0.rfc)",
          "\($0.lcom)",
        ]
      }, leftAligned: [0, 1])
  }
}
