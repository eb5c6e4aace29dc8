import Domain

/// The History use cases: load the ended gathers with the roster, delete a gather.
struct HistoryInteractor: HistoryInteracting {
  private let gatherService: any GatherService
  private let playerService: any PlayerService

  init(gatherService: any GatherService, playerService: any PlayerService) {
    self.gatherService = gatherService
    self.playerService = playerService
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
