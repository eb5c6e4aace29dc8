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
