/// `archtool graph`: the target graph with coupling metrics, violations and cycles.
public struct CouplingReport: Sendable, Encodable {
  /// Identifies the JSON layout; bumped on any incompatible change.
  public static let schema = "archtool.graph/1"

  public var schema = CouplingReport.schema
  public var header: ReportHeader
  public var root: String
  /// Sorted by name.
  public var targets: [TargetCoupling]
  /// Sorted by source, then destination.
  public var edges: [TargetEdge]
  public var stableDependencyViolations: [StableDependencyViolation]
  public var cycles: [[String]]
  /// Present with `--layers`.
  public var layers: [TargetLayers]?
}
