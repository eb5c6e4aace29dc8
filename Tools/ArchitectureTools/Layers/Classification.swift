/// Where a file belongs: its layer and whether it is a test.
public struct Classification: Sendable, Hashable {
  public var layer: String
  public var isTest: Bool
  /// The rule that placed it, in words: `suffix Presenter`, `folder Networking + path …`.
  public var rule = "no rule matches"
}
