/// Renders a `Comparison`: one row per layer and metric, one column per tree, each cell
/// with its change against the baseline.
public struct ComparisonRenderer: Sendable {
  public var metrics: [ComparedMetric]
  /// Rows by the profiles' own layers instead of the roles all patterns share.
  public var byLayer: Bool

  /// Creates a renderer showing `metrics`, by role unless `byLayer`.
  public init(
    metrics: [ComparedMetric] = [.files, .code, .types, .functions, .tests, .testCode],
    byLayer: Bool = false, width: Int? = nil
  ) {
    self.metrics = metrics
    self.byLayer = byLayer
    self.width = width
  }

  /// The widest a table may be (nil: no limit).
  public var width: Int?

  /// A tree's rows (layers or roles) and the names its profile has.
  func groups(_ tree: TreeSummary) -> [Tally] { byLayer ? tree.layers : tree.roles }
  func names(_ tree: TreeSummary) -> [String] { byLayer ? tree.profileLayers : tree.profileRoles }
  var grouping: String { byLayer ? "layer" : "role" }

  /// The comparison as text in `format`.
  public func render(_ comparison: Comparison, format: TableFormat) throws -> String {
    if format == .json { return try JSONOutput.encode(comparison) }
    if format == .svg {
      let labels = Self.shortLabels(comparison.trees)
      return LayerBarsPicture(
        title: "lines per \(grouping) (code and test code), \(comparison.trees.count) trees",
        bars: zip(labels, comparison.trees).map { ReportRenderer.bar($0, groups($1)) }
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
        comparison.header.line, title, "", main.text(width: width) + legend(comparison), note,
        identical.text(width: width),
      ].joined(separator: "\n")
    }
  }

  func layerOrder(_ comparison: Comparison) -> [String] {
    if !byLayer { return Roles.all.filter { $0 != "other" } + ["other", "total"] }
    var order: [String] = []
    let baseline = comparison.trees.first { $0.label == comparison.baseline }
    for tree in [baseline].compactMap({ $0 }) + comparison.trees {
      for layer in names(tree) + groups(tree).map(\.name)
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
    let columns = [grouping, "metric"] + Self.shortLabels(trees)
    var rows: [[String]] = []
    for layer in layerOrder(comparison) {
      let tallies = trees.map { tally($0, layer) }
      let present = ["other", "total"].contains(layer) || tallies.contains { $0 != nil }
      guard present else { continue }
      for metric in metrics {
        let baseTally =
          tally(baseline, layer) ?? (hasLayer(baseline, layer) ? Tally(name: layer) : nil)
        let base = baseTally.map(metric.value)
        var row = [layer, metric.rawValue]
        for (tree, tally) in zip(trees, tallies) {
          guard let tally else {
            row.append(hasLayer(tree, layer) ? "0" : "n/a")
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
  func tally(_ tree: TreeSummary, _ layer: String) -> Tally? {
    if layer == "total" { return tree.total }
    return groups(tree).first { $0.name == layer && ($0.files > 0 || $0.testFiles > 0) }
      ?? (layer == "other" ? Tally(name: layer) : nil)
  }

  func hasLayer(_ tree: TreeSummary, _ layer: String) -> Bool {
    names(tree).contains(layer) || groups(tree).contains { $0.name == layer }
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
      "  \(short) = \(tree.path) (profile \(tree.profile))"
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
