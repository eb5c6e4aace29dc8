import Domain

/// The selection's use cases: load the rows shown, find players by name (and a guest's
/// namesakes), add a guest.
struct SelectionInteractor: SelectionInteracting {
  private let playerService: any PlayerService

  init(playerService: any PlayerService) {
    self.playerService = playerService
  }

  func loadRoster(rows: Range<Int>) async throws(FootballGatherError) -> PlayerRoster {
    PlayerRoster(try await playerService.rosterPage(rows), loadedFor: rows)
  }

  func players(at indices: [Int], of roster: PlayerRoster) async throws(FootballGatherError)
    -> [Int: Player]
  {
    try await playerService.players(at: indices, of: roster)
  }

  func find(_ text: String, limit: Int) async throws(FootballGatherError) -> PlayerMatches {
    try await playerService.players(nameContaining: text, limit: limit)
  }

  func namesakes(of name: String) async throws(FootballGatherError) -> [PlayerMatches.Match] {
    try await playerService.namesakes(of: name)
  }

  func addGuest(named name: String) async throws(FootballGatherError) -> Player {
    let draft = PlayerDraft(name: try PlayerRules.validateName(name))
    return try await playerService.createPlayer(draft)
  }
}
