import Foundation

/// Renders a `MetricsReport` in each output format.
public struct ReportRenderer: Sendable {
  /// Whether the second table shows the profile's own layers instead of the roles.
  public var byLayer: Bool

  /// Creates a renderer: modules and roles, or modules and layers (`byLayer`).
  public init(byLayer: Bool = false, width: Int? = nil) {
    self.byLayer = byLayer
    self.width = width
  }

  /// The widest a table may be (nil: no limit).
  public var width: Int?

  static let columns = [
    "files", "code", "comment", "blank", "types", "protocols", "extensions", "funcs", "public",
    "tests", "test files", "test code", "test/code",
  ]

  static func cells(_ tally: Tally) -> [String] {
    [
      tally.files, tally.code, tally.comment, tally.blank, tally.declaredTypes,
      tally.count(of: .protocol), tally.count(of: .extension), tally.functions,
      tally.publicDeclarations, tally.tests, tally.testFiles, tally.testCode,
    ].map(String.init) + [String(format: "%.2f", tally.testToCodeRatio)]
  }

  func table(_ title: String, _ rows: [Tally], total: Tally) -> TableModel {
    TableModel(
      columns: [title] + Self.columns, rows: (rows + [total]).map { [$0.name] + Self.cells($0) })
  }

  /// The report as text in `format`.
  public func render(_ report: MetricsReport, format: TableFormat) throws -> String {
    let modules = table("module", report.modules, total: report.total)
    let grouping = byLayer ? "layer" : "role"
    let groups = byLayer ? report.layers : report.roles
    let layers = table(grouping, groups, total: report.total)
    let heading = byLayer ? "#### Layers" : "#### Roles"
    let subtitle = "report of \(report.root) · profile \(report.profile)"
    let other = otherNote(report)
    switch format {
    case .table:
      return [
        report.header.line, subtitle, "", modules.text(width: width),
        layers.text(width: width) + other,
      ]
      .joined(separator: "\n")
    case .markdown:
      return [
        "_\(report.header.line) · \(subtitle)_", "", "#### Modules", "", modules.markdown(),
        heading, "", layers.markdown() + other,
      ].joined(separator: "\n")
    case .csv:
      return "# \(report.header.line)\n# \(subtitle)\n" + csv(report).csv()
    case .json:
      return try JSONOutput.encode(report)
    case .svg:
      return LayerBarsPicture(
        title: "lines per \(grouping) (code and test code) · \(subtitle)",
        bars: [Self.bar(report.root, groups)]
      ).svg()
    }
  }

  static func bar(_ label: String, _ layers: [Tally]) -> LayerBarsPicture.Bar {
    LayerBarsPicture.Bar(label: label, segments: layers.map { ($0.name, $0.code + $0.testCode) })
  }

  func otherNote(_ report: MetricsReport) -> String {
    guard !report.otherFiles.isEmpty else {
      return "\nother: no file is outside the profile's layers\n"
    }
    let list = report.otherFiles.map { "  \($0)" }.joined(separator: "\n")
    return "\nother: \(report.otherFiles.count) files match no rule of the profile:\n\(list)\n"
  }

  func csv(_ report: MetricsReport) -> TableModel {
    let kinds = TypeKind.allCases.map(\.rawValue)
    let columns =
      ["section", "name", "files", "code", "comment", "blank"] + kinds
      + ["functions", "public", "tests", "test files", "test code", "test/code"]
    func row(_ section: String, _ tally: Tally) -> [String] {
      [section, tally.name]
        + [tally.files, tally.code, tally.comment, tally.blank].map(String.init)
        + kinds.map { String(tally.types[$0] ?? 0) }
        + [tally.functions, tally.publicDeclarations, tally.tests, tally.testFiles, tally.testCode]
        .map(String.init) + [String(tally.testToCodeRatio)]
    }
    let rows =
      report.modules.map { row("module", $0) }
      + (byLayer ? report.layers : report.roles).map { row(byLayer ? "layer" : "role", $0) }
      + [row("total", report.total)]
    return TableModel(columns: columns, rows: rows, leftAligned: [0, 1])
  }
}
