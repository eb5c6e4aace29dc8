import Domain

/// The roster as this screen numbers it: row 1 is the first player shown.
///
/// The Entity of the PlayerList module: a plain value with the module's one business
/// rule about order (players in the order they were added).
struct PlayerRoster: Equatable, Sendable {
  private(set) var players: [Player]

  init(_ players: [Player]) {
    self.players = players.sorted { $0.id < $1.id }
  }

  var isEmpty: Bool { players.isEmpty }
  var count: Int { players.count }

  /// The player on a 0-based row, if there is one.
  func player(at index: Int) -> Player? {
    players.indices.contains(index) ? players[index] : nil
  }

  /// The roster without the player with `id`.
  func removing(_ id: Player.ID) -> PlayerRoster {
    PlayerRoster(players.filter { $0.id != id })
  }

  /// The roster with `newPlayers` added in their place.
  func adding(_ newPlayers: [Player]) -> PlayerRoster {
    PlayerRoster(players + newPlayers)
  }
}
