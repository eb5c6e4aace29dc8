/// Renders a `Comparison`: one row per layer and metric, one column per tree, and a
/// delta column against the baseline for every other tree.
public struct ComparisonRenderer: Sendable {
  public var metrics: [ComparedMetric]

  /// Creates a renderer showing `metrics`.
  public init(metrics: [ComparedMetric] = [.files, .code, .types, .functions, .tests]) {
    self.metrics = metrics
  }

  /// The comparison as text in `format`.
  public func render(_ comparison: Comparison, format: TableFormat) throws -> String {
    if format == .json { return try JSONOutput.encode(comparison) }
    let main = table(comparison)
    let identical = identicalTable(comparison)
    let title = "comparison against \(comparison.baseline)"
    let note =
      "identical files (counted in every tree that holds them): \(comparison.identical.count)"
    switch format {
    case .markdown:
      return [
        "_\(comparison.header.line) · \(title)_", "", main.markdown(), note, "",
        identical.markdown(),
      ].joined(separator: "\n")
    case .csv:
      return "# \(comparison.header.line)\n# \(title)\n" + main.csv()
    default:
      return [comparison.header.line, title, "", main.text(), note, identical.text()]
        .joined(separator: "\n")
    }
  }

  func layerOrder(_ comparison: Comparison) -> [String] {
    var order: [String] = []
    let baseline = comparison.trees.first { $0.label == comparison.baseline }
    for tree in [baseline].compactMap({ $0 }) + comparison.trees {
      for layer in tree.profileLayers + tree.layers.map(\.name)
      where !order.contains(layer) && layer != "other" {
        order.append(layer)
      }
    }
    return order + ["other", "total"]
  }

  func table(_ comparison: Comparison) -> TableModel {
    let trees = comparison.trees
    let baseline = trees.first { $0.label == comparison.baseline } ?? trees[0]
    var columns = ["layer", "metric"]
    for tree in trees {
      columns.append(tree.label)
      if tree.label != baseline.label { columns.append("Δ") }
    }
    var rows: [[String]] = []
    for layer in layerOrder(comparison) {
      for metric in metrics {
        let base = metric.value(Self.tally(baseline, layer))
        var row = [layer, metric.rawValue]
        for tree in trees {
          let value = metric.value(Self.tally(tree, layer))
          row.append(String(value))
          if tree.label != baseline.label { row.append(Self.delta(value, base)) }
        }
        rows.append(row)
      }
    }
    return TableModel(columns: columns, rows: rows, leftAligned: [0, 1])
  }

  static func tally(_ tree: TreeSummary, _ layer: String) -> Tally {
    layer == "total" ? tree.total : tree.layers.first { $0.name == layer } ?? Tally(name: layer)
  }

  static func delta(_ value: Int, _ base: Int) -> String {
    let difference = value - base
    let sign = difference > 0 ? "+" : ""
    guard base != 0 else { return "\(sign)\(difference)" }
    let percent = Int((Double(difference) / Double(base) * 100).rounded())
    return "\(sign)\(difference) (\(sign)\(percent)%)"
  }

  func identicalTable(_ comparison: Comparison) -> TableModel {
    TableModel(
      columns: ["code"] + comparison.trees.map(\.label),
      rows: comparison.identical.map { file in
        [String(file.codeLines)]
          + comparison.trees.map { file.paths[$0.label]?.joined(separator: ", ") ?? "—" }
      }, leftAligned: Set(1...comparison.trees.count))
  }
}
