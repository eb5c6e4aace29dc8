/// `archtool report`: one tree, per module and per layer.
public struct MetricsReport: Sendable, Encodable {
  /// Identifies the JSON layout; bumped on any incompatible change.
  public static let schema = "archtool.report/1"

  public var schema = MetricsReport.schema
  public var header: ReportHeader
  public var root: String
  public var profile: String
  /// Sorted by name.
  public var modules: [Tally]
  /// In the profile's layer order; `other` always last and always present.
  public var layers: [Tally]
  /// The same files by the role their layer plays (`Roles`), in `Roles.all` order; every
  /// role the profile plays is present, `other` always last.
  public var roles: [Tally]
  public var total: Tally
  /// Production and test files no profile rule matched, sorted.
  public var otherFiles: [String]

  /// Builds the report of `snapshot`.
  public init(snapshot: ProjectSnapshot, header: ReportHeader) {
    self.header = header
    root = snapshot.root
    profile = snapshot.profile.name
    let byModule = Dictionary(grouping: snapshot.files, by: \.module)
    modules = byModule.keys.sorted().map { Tally.of($0, byModule[$0]!) }
    let byLayer = Dictionary(grouping: snapshot.files, by: \.layer)
    let order = snapshot.profile.layers
    let extra = byLayer.keys.filter { !order.contains($0) }.sorted()
    layers = (order.filter { $0 != LayerProfile.otherLayer } + extra + [LayerProfile.otherLayer])
      .filter { byLayer[$0] != nil || $0 == LayerProfile.otherLayer }
      .map { Tally.of($0, byLayer[$0] ?? []) }
    let profile = snapshot.profile
    let byRole = Dictionary(grouping: snapshot.files) { profile.role(of: $0.layer) }
    roles = Roles.all.filter { profile.roleOrder.contains($0) || byRole[$0] != nil }
      .map { Tally.of($0, byRole[$0] ?? []) }
    total = Tally.of("total", snapshot.files)
    otherFiles = (byLayer[LayerProfile.otherLayer] ?? []).map(\.path)
  }
}
