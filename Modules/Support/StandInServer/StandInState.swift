import Foundation

/// Everything one stand-in server knows; gone when it stops, like the web service's
/// in-memory database.
struct StandInState {
  struct Account {
    var id: UUID
    var username: String
    /// Stored as the client sent it (the real server would keep a bcrypt hash of it).
    var password: String
  }

  struct PlayerRecord {
    var id: Int
    var owner: UUID
    var fields: PlayerFields
  }

  struct GatherRecord {
    var id: UUID
    var owner: UUID
    var score: String?
    var winnerTeam: String?
  }

  struct Membership {
    var gather: UUID
    var player: Int
    var team: String
  }

  var accounts: [Account] = []
  var tokens: [String: UUID] = [:]
  var players: [PlayerRecord] = []
  var nextPlayerID = 1
  var gathers: [GatherRecord] = []
  var memberships: [Membership] = []
  var requestLog: [String] = []

  func ownedPlayer(_ id: Int, by owner: UUID) -> PlayerRecord? {
    players.first { $0.id == id && $0.owner == owner }
  }

  func ownedGatherIndex(_ id: UUID, by owner: UUID) -> Int? {
    gathers.firstIndex { $0.id == id && $0.owner == owner }
  }

  /// Forgets an account and everything it owns.
  mutating func removeAccount(_ id: UUID) {
    let gatherIDs = Set(gathers.filter { $0.owner == id }.map(\.id))
    let playerIDs = Set(players.filter { $0.owner == id }.map(\.id))
    memberships.removeAll { gatherIDs.contains($0.gather) || playerIDs.contains($0.player) }
    gathers.removeAll { $0.owner == id }
    players.removeAll { $0.owner == id }
    tokens = tokens.filter { $0.value != id }
    accounts.removeAll { $0.id == id }
  }
}

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
