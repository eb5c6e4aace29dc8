extension Player {
  /// What two names that count as the same name share: the name ignoring case ("ann" and
  /// "ANN" repeat each other). An import asks before adding a name the roster already has.
  public static func nameKey(_ name: String) -> String {
    name.lowercased()
  }
}
