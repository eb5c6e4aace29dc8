import Domain

/// The PlayerList use cases: load the roster and delete a player.
struct PlayerListInteractor: PlayerListInteracting {
  private let playerService: any PlayerService

  init(playerService: any PlayerService) {
    self.playerService = playerService
  }

  func loadRoster() async throws(FootballGatherError) -> PlayerRoster {
    do {
      return PlayerRoster(try await playerService.allPlayers())
    } catch {
      throw .wrapping(error)
    }
  }

  func delete(_ player: Player, from roster: PlayerRoster) async throws(FootballGatherError)
    -> PlayerRoster
  {
    do {
      try await playerService.deletePlayer(id: player.id)
      return roster.removing(player.id)
    } catch {
      throw .wrapping(error)
    }
  }
}
