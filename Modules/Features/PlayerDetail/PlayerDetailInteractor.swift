import Domain

/// The PlayerDetail use cases: describe a player the way the original app grouped its
/// details, personal fields first, then how the player plays; and the player's record.
struct PlayerDetailInteractor: PlayerDetailInteracting {
  private let gatherService: any GatherService
  private let playerService: any PlayerService

  init(gatherService: any GatherService, playerService: any PlayerService) {
    self.gatherService = gatherService
    self.playerService = playerService
  }

  /// As the edit screen saves: the player is read again just before the write and only
  /// the edited field changes, so what another client saved since is kept.
  func save(_ edit: PlayerFieldEdit) async throws(FootballGatherError) -> Player {
    let saved = edit.applied(to: try await playerService.player(id: edit.original.id))
    try await playerService.updatePlayer(saved)
    return saved
  }

  /// Played, won, drawn, lost and goals over the player's ended gathers.
  func record(of player: Player) async throws(FootballGatherError) -> PlayerRecord {
    PlayerRecord(
      playerID: player.id, gathers: try await gatherService.gathers(playedBy: player.id))
  }

  func profile(of player: Player) -> PlayerProfile {
    PlayerProfile(
      player: player,
      sections: [
        .init(title: "Personal", fields: [.name, .age, .favouriteTeam]),
        .init(title: "Play", fields: [.position, .skill]),
      ])
  }
}
