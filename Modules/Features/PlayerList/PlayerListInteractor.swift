import Domain

/// The PlayerList use cases: page through the roster and find players in it (written once
/// in Domain's `RosterBrowsing`, shared with the selection), delete players, and look for
/// what an earlier run left (a match unfinished, the next gather's picks and teams).
struct PlayerListInteractor: PlayerListInteracting, RosterBrowsing {
  let playerService: any PlayerService
  private let snapshotService: any MatchSnapshotService
  private let draftService: any TeamDraftService

  init(
    playerService: any PlayerService, snapshotService: any MatchSnapshotService,
    draftService: any TeamDraftService
  ) {
    self.playerService = playerService
    self.snapshotService = snapshotService
    self.draftService = draftService
  }

  func unfinishedMatch() async throws(FootballGatherError) -> MatchSnapshot? {
    try await snapshotService.loadSnapshot()
  }

  func deletions(at indices: [Int], of roster: PlayerRoster) async throws(FootballGatherError)
    -> [Int: PlayerDeletion]
  {
    let players = try await playerService.players(at: indices, of: roster)
    var found: [Int: PlayerDeletion] = [:]
    for index in indices {
      guard let player = players[index], found[index] == nil else { continue }
      found[index] = PlayerDeletion(
        player: player, gathersLosing: try await playerService.gathersLosing(playerID: player.id))
    }
    return found
  }

  func delete(_ player: Player, from roster: PlayerRoster) async throws(FootballGatherError)
    -> (roster: PlayerRoster, removal: PlayerRemoval)
  {
    let removal = try await playerService.deletePlayer(id: player.id)
    return (try await loadRoster(rows: roster.rows), removal)
  }

  func keptDraft() async throws(FootballGatherError) -> TeamDraft? {
    try await draftService.loadDraft()
  }

  /// Going on: when the picks were cleared (`cancel` on the selection) the teams' players
  /// are picked again, so `select` and `confirm` bring the teams back. Else the draft is
  /// discarded.
  func settle(_ draft: TeamDraft, goingOn: Bool) async throws(FootballGatherError) {
    guard goingOn else { return try await draftService.discardDraft() }
    guard draft.picks.isEmpty, let teams = draft.teams else { return }
    try await draftService.savePicks(teams.players)
  }
}
