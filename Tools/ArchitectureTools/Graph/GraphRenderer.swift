import Foundation

/// Renders a `CouplingReport` as a metrics table, Mermaid, DOT or JSON.
public struct GraphRenderer: Sendable {
  /// Rings in the order diagrams show them, top to bottom.
  static let ringOrder = [
    "app", "composition", "feature", "infrastructure", "presentation", "kernel", "support",
    "tools", "test", "other",
  ]

  /// The widest a table may be (nil: no limit).
  public var width: Int?

  /// Creates a renderer whose tables fit `width` columns.
  public init(width: Int? = nil) {
    self.width = width
  }

  /// The report as text in `format`.
  public func render(_ report: CouplingReport, format: GraphFormat) throws -> String {
    switch format {
    case .table: return table(report)
    case .mermaid: return mermaid(report)
    case .dot: return dot(report)
    case .json: return try JSONOutput.encode(report)
    case .svg: return LevelGraphPicture(report: report).svg()
    }
  }

  static func number(_ value: Double?) -> String {
    value.map { String(format: "%.2f", $0) } ?? "n/a"
  }

  func table(_ report: CouplingReport) -> String {
    let metrics = TableModel(
      columns: ["target", "ring", "Ca", "Ce", "I", "A", "D", "types", "protocols"],
      rows: report.targets.map {
        [
          $0.name, $0.ring, String($0.ca), String($0.ce), Self.number($0.instability),
          Self.number($0.abstractness), Self.number($0.distance), String($0.declaredTypes),
          String($0.protocols),
        ]
      }, leftAligned: [0, 1])
    var lines = [report.header.line, "graph of \(report.root)", "", metrics.text(width: width)]
    lines.append(
      "stable-dependency violations (an edge to a less stable target): "
        + (report.stableDependencyViolations.isEmpty ? "none" : ""))
    for violation in report.stableDependencyViolations {
      lines.append(
        "  \(violation.from) (I=\(Self.number(violation.fromInstability))) -> "
          + "\(violation.to) (I=\(Self.number(violation.toInstability)))")
    }
    lines.append("cycles: " + (report.cycles.isEmpty ? "none" : ""))
    lines += report.cycles.map { "  " + $0.joined(separator: " -> ") }
    for target in report.layers ?? [] where !target.edges.isEmpty {
      lines.append("")
      lines.append("layers of \(target.target): " + target.layers.joined(separator: ", "))
      lines += target.edges.map { "  \($0.from) -> \($0.to) (\($0.references))" }
      lines += target.cycles.map { "  cycle: " + $0.joined(separator: " -> ") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  func grouped(_ report: CouplingReport) -> [(ring: String, targets: [String])] {
    let byRing = Dictionary(grouping: report.targets, by: \.ring)
    let rings = byRing.keys.sorted {
      (Self.ringOrder.firstIndex(of: $0) ?? 99, $0) < (Self.ringOrder.firstIndex(of: $1) ?? 99, $1)
    }
    return rings.map { ring in (ring, byRing[ring]!.map(\.name)) }
  }

  /// A Mermaid flowchart: one subgraph per ring, one arrow per dependency.
  public func mermaid(_ report: CouplingReport) -> String {
    var lines = ["graph TD"]
    for (ring, targets) in grouped(report) {
      lines.append("  subgraph \(ring)")
      lines += targets.map { "    \($0)" }
      lines.append("  end")
    }
    // A dotted arrow is an import that Package.swift does not declare (it compiles
    // through a transitive dependency).
    lines += report.edges.map { "  \($0.from) \($0.declared ? "-->" : "-.->") \($0.to)" }
    for target in report.layers ?? [] where !target.edges.isEmpty {
      lines.append("  subgraph \(target.target)_layers [\"\(target.target) layers\"]")
      lines += target.layers.map { "    \(target.target)_\(Self.identifier($0))[\"\($0)\"]" }
      lines.append("  end")
      lines += target.edges.map {
        "  \(target.target)_\(Self.identifier($0.from)) -->|\($0.references)| "
          + "\(target.target)_\(Self.identifier($0.to))"
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Graphviz DOT: one cluster per ring; with layers, one cluster per target.
  public func dot(_ report: CouplingReport) -> String {
    var lines = ["digraph targets {", "  rankdir=TB;", "  node [shape=box];"]
    for (ring, targets) in grouped(report) {
      lines.append("  subgraph \"cluster_\(ring)\" {")
      lines.append("    label=\"\(ring)\";")
      lines += targets.map { "    \"\($0)\";" }
      lines.append("  }")
    }
    lines += report.edges.map {
      "  \"\($0.from)\" -> \"\($0.to)\"" + ($0.declared ? "" : " [style=dashed]") + ";"
    }
    for target in report.layers ?? [] where !target.edges.isEmpty {
      lines.append("  subgraph \"cluster_layers_\(target.target)\" {")
      lines.append("    label=\"\(target.target) layers\";")
      lines += target.layers.map { "    \"\(target.target).\($0)\" [label=\"\($0)\"];" }
      lines += target.edges.map {
        "    \"\(target.target).\($0.from)\" -> \"\(target.target).\($0.to)\" "
          + "[label=\"\($0.references)\"];"
      }
      lines.append("  }")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  static func identifier(_ text: String) -> String {
    String(text.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }
}
