import Domain

/// The archive use cases: list the players deleted after playing, and restore one.
extension PlayerListInteractor {
  func archivedPlayers() async throws(FootballGatherError) -> [Player] {
    do {
      return try await playerService.archivedPlayers()
    } catch {
      throw .wrapping(error)
    }
  }

  func restore(_ player: Player) async throws(FootballGatherError) -> PlayerRoster {
    do {
      try await playerService.restorePlayer(id: player.id)
      return PlayerRoster(try await playerService.allPlayers())
    } catch {
      throw .wrapping(error)
    }
  }
}
