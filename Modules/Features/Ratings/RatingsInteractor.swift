import Domain

/// The Ratings use cases: replay the history the backend returns into every roster
/// player's rating with what they were learned from (the screen shows each player's
/// history and how well the ratings predicted, so it replays the whole history each time it
/// loads), and the rating changes of a gather that just ended, read from the backend's kept
/// ratings.
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

  /// The kept entries of the gather that just ended (`GatherService.ratingEntries(in:)`):
  /// the backend updated them when it ended, so nothing is replayed here.
  func changes(after gather: Gather) async throws(FootballGatherError) -> [RatingChange] {
    RatingChange.changes(in: gather, entries: try await gatherService.ratingEntries(in: gather))
  }
}
