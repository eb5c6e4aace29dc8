/// A gather as listed; `score` and `winnerTeam` are `null` until it ends.
struct GatherJSON: Encodable {
  var record: StandInState.GatherRecord

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(record.id, forKey: .id)
    try container.encode(record.owner, forKey: .userId)
    try container.encode(record.score, forKey: .score)
    try container.encode(record.winnerTeam, forKey: .winnerTeam)
  }

  private enum Key: String, CodingKey { case id, userId, score, winnerTeam }
}
