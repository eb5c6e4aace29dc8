import Domain

/// The PlayerEdit use case: store the player with its changed field.
struct PlayerEditInteractor: PlayerEditInteracting {
  private let playerService: any PlayerService

  init(playerService: any PlayerService) {
    self.playerService = playerService
  }

  func save(_ edit: PlayerFieldEdit) async throws(FootballGatherError) -> Player {
    try await playerService.updatePlayer(edit.edited)
    return edit.edited
  }
}
