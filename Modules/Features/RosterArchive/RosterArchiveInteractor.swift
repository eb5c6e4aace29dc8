import Domain

/// The archive's use cases: the players deleted after playing, restoring one, and
/// merging two entries of one person.
struct RosterArchiveInteractor: RosterArchiveInteracting {
  let playerService: any PlayerService

  func archivedPlayers() async throws(FootballGatherError) -> [Player] {
    try await playerService.archivedPlayers()
  }

  func restore(_ player: Player) async throws(FootballGatherError) {
    try await playerService.restorePlayer(id: player.id)
  }

  func merge(_ duplicate: Player, into kept: Player) async throws(FootballGatherError) -> Int {
    try await playerService.mergePlayer(id: duplicate.id, into: kept.id)
  }
}
