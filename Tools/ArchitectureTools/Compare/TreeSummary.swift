/// One tree of a comparison.
public struct TreeSummary: Sendable, Encodable {
  /// The column's title: `LABEL=` as given, else the path as given.
  public var label: String
  /// The path as given on the command line.
  public var path: String
  public var profile: String
  /// Every layer the profile names, in its order.
  public var profileLayers: [String]
  /// In the profile's layer order, `other` last.
  public var layers: [Tally]
  /// Every role the profile's layers play, in `Roles.all` order.
  public var profileRoles: [String]
  /// By role (`Roles`), `other` last.
  public var roles: [Tally]
  public var total: Tally
}
