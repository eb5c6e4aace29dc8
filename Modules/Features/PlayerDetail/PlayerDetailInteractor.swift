import Domain

/// The PlayerDetail use cases: describe a player the way the original app grouped its
/// details, personal fields first, then how the player plays; and the player's record.
struct PlayerDetailInteractor: PlayerDetailInteracting {
  private let gatherService: any GatherService

  init(gatherService: any GatherService) {
    self.gatherService = gatherService
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
