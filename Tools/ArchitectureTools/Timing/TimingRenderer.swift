import Foundation

/// Renders a `TimingReport`.
public struct TimingRenderer: Sendable {
  /// Creates a renderer.
  public init() {}

  /// The report as text in `format` (CSV is the measurements table).
  public func render(_ report: TimingReport, format: TableFormat) throws -> String {
    if format == .json { return try JSONOutput.encode(report) }
    let measurements = TableModel(
      columns: ["build", "median s", "runs s", "rebuilt targets"],
      rows: report.measurements.map { item in
        [
          item.name, Self.format(item.median),
          item.runs.map { Self.format($0.seconds) }.joined(separator: " "),
          item.name == "clean build"
            ? "all (\(item.rebuiltTargets.count))"
            : (item.rebuiltTargets.isEmpty ? "none" : item.rebuiltTargets.joined(separator: ", ")),
        ]
      }, leftAligned: [0, 2, 3])
    let compile = TableModel(
      columns: ["target", "compile CPU s"],
      rows: report.cleanCompileSeconds.map { [$0.target, Self.format($0.seconds)] })
    let title = "build timing of \(report.root) · \(report.configuration) · median of runs"
    switch format {
    case .markdown:
      return [
        "_\(report.header.line) · \(title)_", "", measurements.markdown(),
        "Compile CPU time per target (last clean build):", "", compile.markdown(),
      ].joined(separator: "\n")
    case .csv:
      return "# \(report.header.line)\n# \(title)\n" + measurements.csv()
    default:
      return [
        report.header.line, title, "", measurements.text(),
        "compile CPU time per target (last clean build):", compile.text(),
      ].joined(separator: "\n")
    }
  }

  static func format(_ seconds: Double) -> String {
    String(format: "%.2f", seconds)
  }
}
