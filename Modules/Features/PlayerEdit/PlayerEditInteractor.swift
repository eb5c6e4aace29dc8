import Domain

/// The PlayerEdit use case: store the player with its changed field.
///
/// The player is read again just before the write and only the edited field is changed:
/// the other fields keep what another client (another organiser on the web service) may
/// have saved since this screen read them.
struct PlayerEditInteractor: PlayerEditInteracting {
  private let playerService: any PlayerService

  init(playerService: any PlayerService) {
    self.playerService = playerService
  }

  func save(_ edit: PlayerFieldEdit) async throws(FootballGatherError) -> Player {
    let fresh = try await playerService.player(id: edit.original.id)
    let saved = edit.applied(to: fresh)
    try await playerService.updatePlayer(saved)
    return saved
  }
}
