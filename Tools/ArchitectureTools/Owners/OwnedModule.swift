/// A module and the team that owns it (`nil` when OWNERS names none).
public struct OwnedModule: Sendable, Hashable, Comparable {
  public var name: String
  public var team: String?

  /// Creates one.
  public init(name: String, team: String?) {
    self.name = name
    self.team = team
  }

  public static func < (lhs: OwnedModule, rhs: OwnedModule) -> Bool { lhs.name < rhs.name }

  /// `Domain (kernel)`, or `Tool (no owner)`.
  public var described: String { "\(name) (\(team ?? "no owner"))" }
}
