/// Renders a `Comparison`: one row per layer and metric, one column per tree, each cell
/// with its change against the baseline.
public struct ComparisonRenderer: Sendable {
  public var metrics: [ComparedMetric]

  /// Creates a renderer showing `metrics`.
  public init(metrics: [ComparedMetric] = [.files, .code, .types, .functions, .tests]) {
    self.metrics = metrics
  }

  /// The comparison as text in `format`.
  public func render(_ comparison: Comparison, format: TableFormat) throws -> String {
    if format == .json { return try JSONOutput.encode(comparison) }
    if format == .svg {
      let labels = Self.shortLabels(comparison.trees)
      return LayerBarsPicture(
        title: "lines per layer (code and test code), \(comparison.trees.count) trees",
        bars: zip(labels, comparison.trees).map { ReportRenderer.bar($0, $1.layers) }
      ).svg()
    }
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
      return [
        comparison.header.line, title, "", main.text() + legend(comparison), note,
        identical.text(),
      ].joined(separator: "\n")
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

  /// Column titles: each tree's last path component when those are distinct (a legend
  /// under the table gives the full paths), else the paths as given.
  static func shortLabels(_ trees: [TreeSummary]) -> [String] {
    let short = trees.map { tree in
      tree.label.split(separator: "/").last.map(String.init) ?? tree.label
    }
    return Set(short).count == short.count ? short : trees.map(\.label)
  }

  /// Layers as rows, one column per tree: the baseline's value, then each other tree's
  /// value with its change in percent; `n/a` where a tree's profile has no such layer.
  /// Six trees fit in 100 columns. Layers no tree has any file in are left out.
  func table(_ comparison: Comparison) -> TableModel {
    let trees = comparison.trees
    let baseline = trees.first { $0.label == comparison.baseline } ?? trees[0]
    let columns = ["layer", "metric"] + Self.shortLabels(trees)
    var rows: [[String]] = []
    for layer in layerOrder(comparison) {
      let tallies = trees.map { Self.tally($0, layer) }
      let present = ["other", "total"].contains(layer) || tallies.contains { $0 != nil }
      guard present else { continue }
      for metric in metrics {
        let baseTally =
          Self.tally(baseline, layer)
          ?? (Self.hasLayer(baseline, layer) ? Tally(name: layer) : nil)
        let base = baseTally.map(metric.value)
        var row = [layer, metric.rawValue]
        for (tree, tally) in zip(trees, tallies) {
          guard let tally else {
            row.append(Self.hasLayer(tree, layer) ? "0" : "n/a")
            continue
          }
          let value = metric.value(tally)
          row.append(
            tree.label == baseline.label
              ? String(value) : "\(value) \(Self.delta(value, base))".trimmingTrailingSpaces())
        }
        rows.append(row)
      }
    }
    return TableModel(columns: columns, rows: rows, leftAligned: [0, 1])
  }

  /// A tree's tally of `layer`, or nil when it has no file there.
  static func tally(_ tree: TreeSummary, _ layer: String) -> Tally? {
    if layer == "total" { return tree.total }
    return tree.layers.first { $0.name == layer && ($0.files > 0 || $0.testFiles > 0) }
      ?? (layer == "other" ? Tally(name: layer) : nil)
  }

  static func hasLayer(_ tree: TreeSummary, _ layer: String) -> Bool {
    tree.profileLayers.contains(layer) || tree.layers.contains { $0.name == layer }
  }

  /// The change against the baseline in percent: `+12%`, `-3%`, `=`; `new` when the
  /// baseline has none; nothing when the baseline lacks the layer.
  static func delta(_ value: Int, _ base: Int?) -> String {
    guard let base else { return "" }
    if value == base { return "=" }
    guard base != 0 else { return "new" }
    let percent = Int((Double(value - base) / Double(base) * 100).rounded())
    return percent > 0 ? "+\(percent)%" : "\(percent)%"
  }

  /// `MVC = Tests/…/Patterns/MVC (profile mvc)`: what each column is.
  func legend(_ comparison: Comparison) -> String {
    zip(Self.shortLabels(comparison.trees), comparison.trees).map { short, tree in
      "  \(short) = \(tree.label) (profile \(tree.profile))"
    }.joined(separator: "\n") + "\n"
  }

  /// One row per shared content: its lines, a path holding it, and the trees holding it.
  func identicalTable(_ comparison: Comparison) -> TableModel {
    let labels = Self.shortLabels(comparison.trees)
    return TableModel(
      columns: ["code", "path", "in"],
      rows: comparison.identical.map { file in
        let holders = zip(comparison.trees, labels).filter { file.paths[$0.0.label] != nil }
        let path = holders.first.flatMap { file.paths[$0.0.label]?.first } ?? file.hash
        return [String(file.codeLines), path, holders.map(\.1).joined(separator: ", ")]
      }, leftAligned: [1, 2])
  }
}
