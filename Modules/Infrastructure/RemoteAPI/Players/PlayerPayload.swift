import Domain

/// A player's fields as the web service receives them (create and replace).
///
/// Unset fields are sent as `null`, so a replacement clears them on the server.
struct PlayerBody: Encodable {
  var draft: PlayerDraft

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: PlayerKey.self)
    try container.encode(draft.name, forKey: .name)
    try container.encode(draft.age, forKey: .age)
    try container.encode(draft.skill?.rawValue, forKey: .skill)
    try container.encode(draft.position?.rawValue, forKey: .preferredPosition)
    try container.encode(draft.favouriteTeam, forKey: .favouriteTeam)
  }
}

/// A player as the web service sends it; absent or `null` fields are unset.
///
/// A `skill` or `preferredPosition` this client does not know reads as unset rather than
/// failing the whole list.
struct PlayerResource: Decodable {
  var player: Player

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: PlayerKey.self)
    player = Player(
      id: try container.decode(Int.self, forKey: .id),
      name: try container.decode(String.self, forKey: .name),
      age: try container.decodeIfPresent(Int.self, forKey: .age),
      skill: try container.decodeIfPresent(String.self, forKey: .skill).flatMap {
        Skill(rawValue: $0)
      },
      position: try container.decodeIfPresent(String.self, forKey: .preferredPosition)
        .flatMap { Position(rawValue: $0) },
      favouriteTeam: try container.decodeIfPresent(String.self, forKey: .favouriteTeam))
  }
}

private enum PlayerKey: String, CodingKey {
  case id, name, age, skill, preferredPosition, favouriteTeam
}
