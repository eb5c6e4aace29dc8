/// What one change means to one team: its own modules it changes, and the other teams'
/// modules it touches.
public struct OwnerImpact: Sendable, Equatable {
  public var team: String
  /// The team's modules the change edits, each with how many of its files.
  public var changed: [(module: String, files: Int)]
  /// Modules of other teams that the change edits too.
  public var othersChanged: [OwnedModule]
  /// Modules of other teams, changed by it, that the team's modules import.
  public var importsChanged: [OwnedModule]
  /// Modules of other teams that import the team's changed modules.
  public var importedBy: [OwnedModule]

  /// Creates one.
  public init(
    team: String, changed: [(module: String, files: Int)], othersChanged: [OwnedModule],
    importsChanged: [OwnedModule], importedBy: [OwnedModule]
  ) {
    self.team = team
    self.changed = changed
    self.othersChanged = othersChanged
    self.importsChanged = importsChanged
    self.importedBy = importedBy
  }

  public static func == (lhs: OwnerImpact, rhs: OwnerImpact) -> Bool {
    lhs.team == rhs.team && lhs.changed.map(\.module) == rhs.changed.map(\.module)
      && lhs.changed.map(\.files) == rhs.changed.map(\.files)
      && lhs.othersChanged == rhs.othersChanged && lhs.importsChanged == rhs.importsChanged
      && lhs.importedBy == rhs.importedBy
  }
}
