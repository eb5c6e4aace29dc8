/// `archtool report --files`: every file with its layer and the rule that placed it, so a
/// classification can be audited in one run.
public struct FileListing: Sendable, Encodable {
  /// Identifies the JSON layout; bumped on any incompatible change.
  public static let schema = "archtool.files/1"

  /// One file.
  public struct Row: Sendable, Encodable, Equatable {
    public var path: String
    public var module: String
    public var layer: String
    public var isTest: Bool
    /// Code lines (test code for a test file), as cloc counts them.
    public var code: Int
    public var rule: String
  }

  public var schema = FileListing.schema
  public var header: ReportHeader
  public var root: String
  public var profile: String
  /// Sorted by path.
  public var files: [Row]

  /// The listing of `snapshot`.
  public init(snapshot: ProjectSnapshot, header: ReportHeader) {
    self.header = header
    root = snapshot.root
    profile = snapshot.profile.name
    files = snapshot.files.map { file in
      Row(
        path: file.path, module: file.module, layer: file.layer, isTest: file.isTest,
        code: file.facts.codeLines, rule: file.placement)
    }.sorted { $0.path < $1.path }
  }

  var table: TableModel {
    TableModel(
      columns: ["path", "layer", "test", "code", "rule"],
      rows: files.map {
        [$0.path, $0.layer, $0.isTest ? "test" : "", String($0.code), $0.rule]
      }, leftAligned: [0, 1, 2, 4])
  }

  /// The listing as text in `format` (svg has no picture of it).
  public func render(_ format: TableFormat, width: Int? = nil) throws -> String {
    let subtitle = "files of \(root) · profile \(profile)"
    switch format {
    case .table:
      return [header.line, subtitle, "", table.text(width: width)].joined(separator: "\n")
    case .markdown:
      return ["_\(header.line) · \(subtitle)_", "", table.markdown()].joined(separator: "\n")
    case .csv: return "# \(header.line)\n# \(subtitle)\n" + table.csv()
    case .json: return try JSONOutput.encode(self)
    case .svg:
      throw ArchToolError.usage("report --files has no picture; use table, markdown, csv or json")
    }
  }
}
