/// The output formats of `report` and `compare`.
public enum TableFormat: String, Sendable, CaseIterable {
  case table
  case markdown
  case csv
  case json
  /// A picture: stacked bars of lines per layer (report, compare).
  case svg
}
