/// One field of a player that a user can see and change on its own.
///
/// The vocabulary the player screens share: the detail screen asks for a field to be
/// edited and the edit screen is built for one field, so the composition root can
/// route between them without either knowing the other.
public enum PlayerField: String, CaseIterable, Hashable, Sendable {
  case name
  case age
  case favouriteTeam
  case position
  case skill

  /// The name shown to the user ("Favourite club": the club a player supports, not to be
  /// confused with Team A and Team B of a gather).
  public var displayName: String {
    switch self {
    case .name: "Name"
    case .age: "Age"
    case .favouriteTeam: "Favourite club"
    case .position: "Position"
    case .skill: "Skill"
    }
  }
}

extension PlayerField {
  /// The word a user types for the field (`edit club`, `club NAME`): the same on every
  /// screen.
  public var keyword: String {
    self == .favouriteTeam ? "club" : rawValue
  }
}

extension PlayerDraft {
  /// The value of `field` as a user reads it ("31", "Goalkeeper"); `nil` when it is not set.
  public func displayValue(of field: PlayerField) -> String? {
    switch field {
    case .name: name.isEmpty ? nil : name
    case .age: age.map(String.init)
    case .favouriteTeam: favouriteTeam
    case .position: position?.displayName
    case .skill: skill?.displayName
    }
  }
}

extension Player {
  /// The value of `field` as a user reads it ("31", "Goalkeeper"); `nil` when it is not set.
  public func displayValue(of field: PlayerField) -> String? {
    draft.displayValue(of: field)
  }
}
