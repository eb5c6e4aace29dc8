import Domain

/// The selection's use cases: load the rows shown, find players by name (and a guest's
/// namesakes), add a guest, and keep the picks between runs.
struct SelectionInteractor: SelectionInteracting {
  private let playerService: any PlayerService
  private let draftService: any TeamDraftService

  init(playerService: any PlayerService, draftService: any TeamDraftService) {
    self.playerService = playerService
    self.draftService = draftService
  }

  /// The picks kept from before, each as the roster has them now (a name changed since
  /// reads as it is now); a player no longer on the roster is left out.
  func keptPicks() async throws(FootballGatherError) -> [Player] {
    guard let draft = try await draftService.loadDraft() else { return [] }
    var players: [Player] = []
    for kept in draft.picks {
      do {
        players.append(try await playerService.player(id: kept.id))
      } catch .notFound(_) {
        continue
      }
    }
    return players
  }

  /// Keeps `players` as the picks; the teams made before stay kept with them.
  func keepPicks(_ players: [Player]) async throws(FootballGatherError) {
    var draft = try await draftService.loadDraft() ?? TeamDraft()
    guard draft.picks != players else { return }
    draft.picks = players
    try await draftService.saveDraft(draft)
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
