/// One tree of a comparison.
public struct TreeSummary: Sendable, Encodable {
  /// The path as given on the command line.
  public var label: String
  public var profile: String
  /// Every layer the profile names, in its order.
  public var profileLayers: [String]
  /// In the profile's layer order, `other` last.
  public var layers: [Tally]
  public var total: Tally
}

/// Files whose bytes are the same in two or more trees. They stay counted in every tree
/// that holds them; this list says where they are.
public struct IdenticalFile: Sendable, Hashable, Encodable {
  /// FNV-1a 64-bit hash of the content, in hex.
  public var hash: String
  public var codeLines: Int
  /// Tree label -> paths in that tree holding the content.
  public var paths: [String: [String]]
}

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

  /// Compares `snapshots`; `labels` are the paths as given, `baseline` one of them.
  public init(
    snapshots: [ProjectSnapshot], labels: [String], baseline: String, header: ReportHeader
  ) {
    self.header = header
    self.baseline = baseline
    trees = zip(snapshots, labels).map { snapshot, label in
      let report = MetricsReport(snapshot: snapshot, header: header)
      return TreeSummary(
        label: label, profile: snapshot.profile.name, profileLayers: snapshot.profile.layers,
        layers: report.layers, total: report.total)
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

/// The metrics `compare` can show, by their command-line names.
public enum ComparedMetric: String, Sendable, CaseIterable {
  case files, code, comment, blank, types, functions, `public`, tests

  func value(_ tally: Tally) -> Int {
    switch self {
    case .files: return tally.files
    case .code: return tally.code
    case .comment: return tally.comment
    case .blank: return tally.blank
    case .types: return tally.declaredTypes
    case .functions: return tally.functions
    case .public: return tally.publicDeclarations
    case .tests: return tally.tests
    }
  }
}
