/// Where a file belongs: its layer and whether it is a test.
public struct Classification: Sendable, Hashable {
  public var layer: String
  public var isTest: Bool
}
