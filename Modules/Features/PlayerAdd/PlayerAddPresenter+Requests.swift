import Domain

extension PlayerAddPresenter {
  /// What to type to give the field the form still needs, in the view's command words.
  static func request(for missing: PlayerField) -> String {
    let noun = missing.displayName.lowercased()
    let command =
      switch missing {
      case .name: "name"
      case .age: "age"
      case .favouriteTeam: "club"
      case .position: "position"
      case .skill: "skill"
      }
    return "the player has no \(noun) yet; type '\(command)' followed by the \(noun)"
  }
}
