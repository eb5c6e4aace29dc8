import Domain

extension PlayerAddPresenter {
  /// "Ben Carter is already on the roster as number 12 (31, Arsenal). Add another player
  /// called Ben Carter?"
  static func namesakeQuestion(_ name: String, _ namesakes: [PlayerMatches.Match]) -> String {
    let described = namesakes.prefix(3).map(\.toldApart)
    return "\(namesakes[0].player.name) is already on the roster as "
      + described.joined(separator: " and ")
      + (namesakes.count > 3 ? " and \(namesakes.count - 3) more" : "")
      + ". Add another player called \(name)?"
  }

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
