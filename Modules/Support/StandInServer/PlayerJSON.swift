/// A player as listed: the id first, unset fields left out.
struct PlayerJSON: Encodable {
  var id: Int
  var fields: PlayerFields

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(id, forKey: .id)
    try fields.encode(to: encoder)
  }

  private enum Key: String, CodingKey { case id }
}
