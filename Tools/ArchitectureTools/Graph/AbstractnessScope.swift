/// Which types abstractness counts: the public surface (what other targets can use,
/// the default) or every non-private type.
public enum AbstractnessScope: String, Sendable, CaseIterable {
  case `public`
  case `internal`
}
