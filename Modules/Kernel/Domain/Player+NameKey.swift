extension Player {
  /// What two names that count as the same name share: the name ignoring case and accents
  /// (`NameKey`: "Zoe Martin" and "Zoë Martin", "jose alvarez" and "José Álvarez" repeat
  /// each other). An import asks before adding a name the roster already has, as `add` does.
  public static func nameKey(_ name: String) -> String {
    NameKey(name).folded
  }
}
