/// An edge that points from a more stable target to a less stable one.
public struct StableDependencyViolation: Sendable, Hashable, Encodable {
  public var from: String
  public var to: String
  public var fromInstability: Double
  public var toInstability: Double
}
