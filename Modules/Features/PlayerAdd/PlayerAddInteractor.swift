import Domain

/// The PlayerAdd use case: create the player the form describes.
struct PlayerAddInteractor: PlayerAddInteracting {
  private let playerService: any PlayerService

  init(playerService: any PlayerService) {
    self.playerService = playerService
  }

  func add(_ form: NewPlayerForm) async throws(FootballGatherError) -> Player {
    let draft = try form.validated()
    return try await playerService.createPlayer(draft)
  }
}
