import Domain

/// The players picked for a gather on the selection screen (the original's Select button).
///
/// Kept by player id with the player picked, so the whole roster need not be loaded to
/// confirm; the roster's order (by id) decides the order. Leaving the screen drops
/// the value, and with it the selection.
struct PlayerSelection: Equatable, Sendable {
  /// The fewest players a gather can start with.
  static let minimumForGather = 2

  private(set) var picked: [Player.ID: Player] = [:]

  var count: Int { picked.count }

  func contains(_ player: Player) -> Bool { picked[player.id] != nil }

  mutating func pick(_ players: [Player]) {
    for player in players { picked[player.id] = player }
  }

  mutating func unpick(_ players: [Player]) {
    for player in players { picked[player.id] = nil }
  }

  /// Picks each player that is not picked and unpicks each one that is.
  mutating func toggle(_ players: [Player]) {
    for player in players {
      if picked.removeValue(forKey: player.id) == nil { picked[player.id] = player }
    }
  }

  /// The picked players in roster order.
  var players: [Player] {
    picked.values.sorted { $0.id < $1.id }
  }

  /// The players to start a gather with, or why there are not enough.
  func confirmed() throws(FootballGatherError) -> [Player] {
    let players = players
    guard players.count >= Self.minimumForGather else {
      throw .invalidInput(
        "a gather needs at least \(Self.minimumForGather) players; \(players.count) picked")
    }
    return players
  }
}
