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
