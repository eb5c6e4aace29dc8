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
