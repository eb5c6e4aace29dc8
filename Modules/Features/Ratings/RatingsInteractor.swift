import Domain

/// The Ratings use cases: replay the history the backend returns into every roster
/// player's rating, and the rating changes of a gather that just ended. Nothing is stored:
/// each call replays the history again, so a corrected or deleted gather shows at once.
struct RatingsInteractor: RatingsInteracting {
  private let gatherService: any GatherService
  private let playerService: any PlayerService

  init(gatherService: any GatherService, playerService: any PlayerService) {
    self.gatherService = gatherService
    self.playerService = playerService
  }

  func loadRatings() async throws(FootballGatherError) -> RatingTable {
    let gathers = try await gatherService.allGathers()
    let roster = try await playerService.allPlayers()
    return RatingTable(book: RatingBook(gathers: gathers), roster: roster)
  }

  func changes(after gather: Gather) async throws(FootballGatherError) -> [RatingChange] {
    RatingChange.changes(
      in: gather, from: RatingBook(gathers: try await gatherService.allGathers()))
  }
}
