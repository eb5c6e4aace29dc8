import Domain

/// The archive use cases: list the players deleted after playing, and restore one.
extension PlayerListInteractor {
  func archivedPlayers() async throws(FootballGatherError) -> [Player] {
    try await playerService.archivedPlayers()
  }

  func restore(_ player: Player, into roster: PlayerRoster) async throws(FootballGatherError)
    -> PlayerRoster
  {
    try await playerService.restorePlayer(id: player.id)
    return try await loadRoster(rows: roster.rows)
  }
}
