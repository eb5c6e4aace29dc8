import Domain

/// The PlayerEdit use case: store the player with its changed field.
///
/// The player is read again just before the write and only the edited field is changed:
/// the other fields keep what another client (another organiser on the web service, or
/// another window on the same database) may have saved since this screen read them. When
/// that client changed the *same* field, nothing is written: the user is told its value
/// and can edit it again, so neither change is lost without a word.
struct PlayerEditInteractor: PlayerEditInteracting {
  private let playerService: any PlayerService

  init(playerService: any PlayerService) {
    self.playerService = playerService
  }

  func save(_ edit: PlayerFieldEdit) async throws(FootballGatherError) -> Player {
    let fresh = try await playerService.player(id: edit.original.id)
    let theirs = fresh.displayValue(of: edit.field)
    guard theirs == edit.original.displayValue(of: edit.field) else {
      throw .conflict(
        "\(fresh.name)'s \(edit.noun) was changed to \(theirs ?? "nothing") in another window "
          + "since this form opened; nothing was saved. Type 'back' twice, then 'show N' to "
          + "change it from there")
    }
    let saved = edit.applied(to: fresh)
    try await playerService.updatePlayer(saved)
    return saved
  }
}
