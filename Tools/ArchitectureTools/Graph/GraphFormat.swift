/// The output formats of `graph`.
public enum GraphFormat: String, Sendable, CaseIterable {
  case table
  case mermaid
  case dot
  case json
  /// Rings of targets with their I, A and D.
  case svg
}
