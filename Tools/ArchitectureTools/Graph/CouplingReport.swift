/// Coupling metrics of one target (Robert C. Martin's package metrics).
public struct TargetCoupling: Sendable, Hashable, Encodable {
  public var name: String
  /// The architecture ring, or `other` outside this repository's layout.
  public var ring: String
  public var kind: String
  /// Afferent coupling: targets that depend on this one.
  public var ca: Int
  /// Efferent coupling: targets this one depends on.
  public var ce: Int
  /// Instability I = Ce / (Ca + Ce); 0 when both are 0.
  public var instability: Double
  /// Abstractness A = protocols / declared types of the public surface (or of every
  /// type, `--abstractness internal`); 0 without types; nil for a C system library.
  public var abstractness: Double?
  /// Distance from the main sequence D = |A + I - 1|; nil for a C system library.
  public var distance: Double?
  public var declaredTypes: Int
  public var protocols: Int
  public var dependencies: [String]
  public var dependents: [String]
}

/// A dependency between targets and where it comes from.
public struct TargetEdge: Sendable, Hashable, Encodable {
  public var from: String
  public var to: String
  /// Declared in Package.swift.
  public var declared: Bool
  /// Imported by at least one source file.
  public var imported: Bool
}

/// An edge that points from a more stable target to a less stable one.
public struct StableDependencyViolation: Sendable, Hashable, Encodable {
  public var from: String
  public var to: String
  public var fromInstability: Double
  public var toInstability: Double
}

/// References from one layer of a target to another layer of the same target.
public struct LayerEdge: Sendable, Hashable, Encodable {
  public var from: String
  public var to: String
  /// Distinct type names referenced, per file.
  public var references: Int
}

/// The layer graph inside one target.
public struct TargetLayers: Sendable, Hashable, Encodable {
  public var target: String
  public var layers: [String]
  public var edges: [LayerEdge]
  /// Every cycle, VIPER's presenter round trips included.
  public var cycles: [[String]]
}

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
