/// A player's fields as the web service sends and receives them.
struct PlayerFields: Codable, Equatable {
  static let skills: Set = ["beginner", "amateur", "professional"]
  static let positions: Set = ["goalkeeper", "defender", "midfielder", "winger", "striker"]

  var name: String
  var age: Int?
  var skill: String?
  var preferredPosition: String?
  var favouriteTeam: String?

  /// Whether the enumerated fields hold values the server accepts.
  var isValid: Bool {
    (skill.map(Self.skills.contains) ?? true)
      && (preferredPosition.map(Self.positions.contains) ?? true)
  }
}
