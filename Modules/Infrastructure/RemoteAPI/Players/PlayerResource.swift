import Domain

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
