/// `archtool compare`: several trees side by side.
public struct Comparison: Sendable, Encodable {
  /// Identifies the JSON layout; bumped on any incompatible change.
  public static let schema = "archtool.compare/1"

  public var schema = Comparison.schema
  public var header: ReportHeader
  /// The label of the tree deltas are taken against.
  public var baseline: String
  public var trees: [TreeSummary]
  /// Sorted by the first path that holds each content.
  public var identical: [IdenticalFile]

  /// Compares `snapshots`; `labels` title them (`LABEL=` or the path), `baseline` is one.
  public init(
    snapshots: [ProjectSnapshot], labels: [String], baseline: String, header: ReportHeader
  ) {
    self.header = header
    self.baseline = baseline
    trees = zip(snapshots, labels).map { snapshot, label in
      let report = MetricsReport(snapshot: snapshot, header: header)
      return TreeSummary(
        label: label, path: snapshot.root, profile: snapshot.profile.name,
        profileLayers: snapshot.profile.layers,
        layers: report.layers, profileRoles: snapshot.profile.roleOrder, roles: report.roles,
        total: report.total)
    }
    var byHash: [UInt64: (code: Int, paths: [String: [String]])] = [:]
    for (snapshot, label) in zip(snapshots, labels) {
      for file in snapshot.files {
        byHash[file.contentHash, default: (file.facts.codeLines, [:])].paths[label, default: []]
          .append(file.path)
      }
    }
    identical = byHash.filter { $0.value.paths.count > 1 }.map { hash, value in
      IdenticalFile(
        hash: String(hash, radix: 16), codeLines: value.code,
        paths: value.paths.mapValues { $0.sorted() })
    }.sorted { Self.firstPath($0, labels) < Self.firstPath($1, labels) }
  }

  static func firstPath(_ file: IdenticalFile, _ labels: [String]) -> String {
    for label in labels { if let path = file.paths[label]?.first { return label + "/" + path } }
    return file.hash
  }
}
