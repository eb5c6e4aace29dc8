import Domain

/// The PlayerAdd use case: create the player the form describes.
struct PlayerAddInteractor: PlayerAddInteracting {
  private let playerService: any PlayerService

  init(playerService: any PlayerService) {
    self.playerService = playerService
  }

  /// The players on the roster whose name is `name` ignoring case and accents, with their
  /// 0-based roster positions.
  func namesakes(of name: String) async throws(FootballGatherError) -> [PlayerMatches.Match] {
    try await playerService.namesakes(of: name)
  }

  func add(_ form: NewPlayerForm) async throws(FootballGatherError) -> Player {
    let draft = try form.validated()
    return try await playerService.createPlayer(draft)
  }
}
