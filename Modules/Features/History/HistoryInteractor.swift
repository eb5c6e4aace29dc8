import Domain

/// The History use cases: load the ended gathers with the roster, delete a gather.
struct HistoryInteractor: HistoryInteracting {
  private let gatherService: any GatherService
  private let playerService: any PlayerService
  private let resultService: any MatchResultService

  init(
    gatherService: any GatherService, playerService: any PlayerService,
    resultService: any MatchResultService
  ) {
    self.gatherService = gatherService
    self.playerService = playerService
    self.resultService = resultService
  }

  func loadHistory() async throws(FootballGatherError) -> MatchHistory {
    // Both loads at once; `async let` forgets the services' error type (Swift 6.3), so
    // this is the one place a use case has to narrow it back.
    do {
      async let gathers = gatherService.allGathers()
      async let players = playerService.allPlayers()
      return MatchHistory(gathers: try await gathers, players: try await players)
    } catch {
      throw .wrapping(error)
    }
  }

  /// Saves `goals` as the gather's goal log and their sum as its score.
  func correct(_ gather: Gather, goals: [Goal], in history: MatchHistory)
    async throws(FootballGatherError) -> (history: MatchHistory, gather: Gather)
  {
    let corrected = try await resultService.correctGather(
      id: gather.id, score: Score(goals: goals), goals: goals)
    return (history.replacing(corrected), corrected)
  }

  func delete(_ gather: Gather, from history: MatchHistory) async throws(FootballGatherError)
    -> MatchHistory
  {
    do {
      try await gatherService.deleteGather(id: gather.id)
      return history.removing(gather.id)
    } catch {
      throw .wrapping(error)
    }
  }
}
