import Domain

/// The players picked for a gather in selection mode (the original's Select button).
///
/// Kept by player id, so reloading the roster keeps what was picked; the roster decides
/// the order. Leaving selection mode drops the value, and with it the selection.
struct PlayerSelection: Equatable, Sendable {
  /// The fewest players a gather can start with.
  static let minimumForGather = 2

  private(set) var ids: Set<Player.ID> = []

  func contains(_ player: Player) -> Bool { ids.contains(player.id) }

  mutating func pick(_ players: [Player]) {
    ids.formUnion(players.map(\.id))
  }

  mutating func unpick(_ players: [Player]) {
    ids.subtract(players.map(\.id))
  }

  /// Picks each player that is not picked and unpicks each one that is.
  mutating func toggle(_ players: [Player]) {
    for player in players {
      if ids.remove(player.id) == nil { ids.insert(player.id) }
    }
  }

  /// The picked players that are on `roster`, in its order.
  func players(in roster: PlayerRoster) -> [Player] {
    roster.players.filter(contains)
  }

  /// The players to start a gather with, or why there are not enough.
  func confirmed(in roster: PlayerRoster) throws(FootballGatherError) -> [Player] {
    let picked = players(in: roster)
    guard picked.count >= Self.minimumForGather else {
      throw .invalidInput(
        "a gather needs at least \(Self.minimumForGather) players; \(picked.count) picked")
    }
    return picked
  }
}
